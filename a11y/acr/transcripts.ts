/**
 * Screen-reader transcripts as ACR evidence (issue 12, "Evidence": the criteria the transcripts cover move from
 * "not evaluated" to evidence, with a link to the transcript). A manual record names, per criterion, the
 * transcript files that show it (`evidenceByCriterion`); the ACR links each to where the site publishes it.
 */
import {
  SCREEN_READER_JOURNEYS,
  TRANSCRIPT_DOCUMENTS,
  transcriptDocument,
  type ScreenReaderJourney,
} from "@medicare-guide/content/pages/inline";
import type { ManualRecord } from "../manual/schema.ts";

/** Where the repository keeps the committed transcripts (a11y/screen-reader/run.ts writes them). */
export const TRANSCRIPTS_DIR = "a11y/screen-reader/transcripts";

/** The published path of a committed transcript ("a11y/screen-reader/transcripts/es/quiz.txt"), if it is one. */
export function publishedTranscript(artifact: string): string | undefined {
  const match = new RegExp(`^${TRANSCRIPTS_DIR}/(en|es)/([a-z-]+)\\.txt$`).exec(artifact);
  if (!match || !SCREEN_READER_JOURNEYS.includes(match[2] as ScreenReaderJourney)) return undefined;
  const href = transcriptDocument(match[1] as "en" | "es", match[2] as ScreenReaderJourney);
  return TRANSCRIPT_DOCUMENTS.includes(href) ? href : undefined;
}

/**
 * The published transcripts a record cites for one criterion. Fails closed: a cited file the site does not
 * publish would be a link to nothing, so it throws (the ACR build and its test stop there).
 */
export function transcriptLinks(record: ManualRecord, criterion: string): string[] {
  return (record.evidenceByCriterion?.[criterion] ?? []).map((artifact) => {
    const href = publishedTranscript(artifact);
    if (!href) throw new Error(`${record.id}: ${criterion} cites ${artifact}, which the site does not publish`);
    return href;
  });
}

/** Every committed transcript and where it is published (scripts/postbuild.ts copies them). */
export function transcriptFiles(): { source: string; href: string }[] {
  return (["en", "es"] as const).flatMap((lang) =>
    SCREEN_READER_JOURNEYS.map((journey) => ({
      source: `${TRANSCRIPTS_DIR}/${lang}/${journey}.txt`,
      href: transcriptDocument(lang, journey),
    })),
  );
}
