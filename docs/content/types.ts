/**
 * The written guidance for one design-system component, shown on its docs page
 * next to the live examples (`*.examples.tsx`) and the generated props table.
 * Layout follows CMS Design System and GOV.UK: when to use, when not to use,
 * accessibility (keyboard, screen readers), content guidance, known issues.
 */
export interface ComponentDoc {
  /** Folder name of the component. */
  name: string;
  /** One-sentence summary. */
  summary: string;
  /** When to use it (bullets). */
  whenToUse: string[];
  /** When not to use it, and what to use instead (bullets). */
  whenNotToUse: string[];
  /** Keyboard interactions: key(s) and what happens. Empty array only for non-interactive components (then say so in screenReader). */
  keyboard: { keys: string; action: string }[];
  /** What screen reader users hear and how it is built for them (roles, names, live regions, focus). */
  screenReader: string[];
  /** Content guidance (how to write labels, messages...) in English and in Spanish (natural, plain Spanish; CMS terms). */
  content: { en: string[]; es: string[] };
  /** Known issues and limits, honestly (e.g. untested with a given screen reader, no-JS behaviour). Empty if none known. */
  knownIssues: string[];
}
