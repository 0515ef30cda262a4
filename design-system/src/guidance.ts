/**
 * The written guidance for one design-system component: `<Name>/<Name>.docs.ts` exports it as `guidance`,
 * beside the component, so it changes with the code it describes. The docs page shows it in the order of
 * the CMS Design System and GOV.UK pages: when to use, when not to use, how it works (keyboard, content),
 * accessibility (what a screen reader says, known issues), then the live examples and the generated props.
 * The component's one-line summary is the `@summary` tag of its JSDoc (the rest of that comment is for the
 * people who change the code and never reaches the page). Everything here is read by designers and
 * developers on the docs site: no issue numbers, file paths or notes on how it was built.
 */
export interface ComponentGuidance {
  /** When to use it (bullets). */
  whenToUse: string[];
  /** When not to use it, and what to use instead (bullets). */
  whenNotToUse: string[];
  /** Keyboard interactions: key(s) and what happens. Empty array only for non-interactive components (then say so in screenReader). */
  keyboard: { keys: string; action: string }[];
  /** What screen reader users hear and how it is built for them (roles, names, live regions, focus). */
  screenReader: string[];
  /**
   * Where the component appears in the Orca journeys (a11y/screen-reader/journeys.ts): the docs quote those
   * steps of the committed transcripts, in English and Spanish, so the page says what Orca really said.
   */
  heard?: TranscriptExcerpt[];
  /** Content guidance (how to write labels, messages...) in English and in Spanish (natural, plain Spanish; CMS terms). */
  content: { en: string[]; es: string[] };
  /** Known issues and limits, honestly (e.g. untested with a given screen reader, no-JS behaviour). Empty if none known. */
  knownIssues: string[];
}

/** Some steps of one Orca journey's transcripts (`a11y/screen-reader/transcripts/<en|es>/<journey>.txt`). */
export interface TranscriptExcerpt {
  /** The journey's transcript file name, without `.txt`. */
  journey: string;
  /** Words Orca says at the first step to quote, as each language's transcript writes them. */
  from: { en: string; es: string };
  /** How many steps (a key pressed, and what Orca said) to quote from there. */
  steps: number;
}
