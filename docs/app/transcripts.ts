import { readFileSync } from "node:fs";
import type { TranscriptExcerpt } from "@medicare-guide/design-system";
import { repoPath } from "./repo-path.ts";

/** The two languages the Orca journeys are recorded in. */
export const TRANSCRIPT_LANGUAGES = ["en", "es"] as const;
export type TranscriptLanguage = (typeof TRANSCRIPT_LANGUAGES)[number];

/** Some steps of a committed Orca transcript, quoted as written, for a component's "Accessibility" section. */
export interface QuotedTranscript {
  lang: TranscriptLanguage;
  /** The journey's title, the transcript's first line ("FAQ accordion: open an answer, … (en, Orca en_US)"). */
  title: string;
  /** Where the transcript is committed, from the repository's root. */
  file: string;
  /** The quoted lines: each step's action ("> press Return") and what Orca said ("  en-us: expanded"). */
  lines: string[];
}

/**
 * The `steps` steps of a transcript (`formatTranscript`'s format: "# title", then "> action" lines each followed
 * by the indented speech it caused) from the first step whose speech holds `from`. Throws when the words are not
 * there or the journey has fewer steps, so a re-recorded transcript that no longer says them fails the docs build
 * instead of quoting something else.
 */
export function quoteSteps(text: string, from: string, steps: number): { title: string; lines: string[] } {
  const [heading = "", ...rest] = text.split("\n");
  const journey: string[][] = [];
  for (const line of rest) {
    if (line.startsWith("> ")) journey.push([line]);
    else if (line.trim() && journey.length) journey.at(-1)!.push(line);
  }
  const first = journey.findIndex(([, ...speech]) => speech.some((line) => line.includes(from)));
  if (first < 0) throw new Error(`transcript "${heading}": no step where Orca says "${from}"`);
  const quoted = journey.slice(first, first + steps);
  if (quoted.length < steps)
    throw new Error(`transcript "${heading}": ${steps} steps asked from "${from}", ${quoted.length} there`);
  return { title: heading.replace(/^#\s*/, ""), lines: quoted.flat() };
}

/** Build time: each excerpt of a component's guidance, quoted from its transcript in English and in Spanish. */
export function quoteTranscripts(heard: readonly TranscriptExcerpt[]): QuotedTranscript[] {
  return heard.flatMap((excerpt) =>
    TRANSCRIPT_LANGUAGES.map((lang) => {
      const file = `a11y/screen-reader/transcripts/${lang}/${excerpt.journey}.txt`;
      const quoted = quoteSteps(readFileSync(repoPath(file), "utf8"), excerpt.from[lang], excerpt.steps);
      return { lang, file, ...quoted };
    }),
  );
}
