/** The enrollment timeline page (/enrollment-timeline), in both languages. */

/** Text in both site languages. May hold figure tokens ({{fig:key}}) filled in from content/figures. */
export interface Bilingual {
  en: string;
  es: string;
}

/** How good a time a step is to sign up (spec 4: optimal, good, okay, caution, urgent). */
export const STEP_STATUSES = ["optimal", "good", "okay", "caution", "urgent"] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** A timeline step (spec entity: month, status, title, description). */
export interface TimelineStep {
  id: string;
  /** Months from the 65th-birthday month: -3 ... 3. */
  offset: number;
  /** When, in words ("3 months before your birthday month"). */
  month: Bilingual;
  status: StepStatus;
  title: Bilingual;
  description: Bilingual;
}

/** A section of plain paragraphs or a list (How to Apply, Avoid Penalties). */
export interface InfoItem {
  id: string;
  heading: Bilingual;
  text: Bilingual;
}

/** A checklist item (stable id: ticks are saved by id). */
export interface ChecklistItem {
  id: string;
  text: Bilingual;
}

export interface LocalizedStep {
  id: string;
  offset: number;
  month: string;
  status: StepStatus;
  title: string;
  description: string;
}

export interface LocalizedInfoItem {
  id: string;
  heading: string;
  text: string;
}

export interface TimelineContent {
  steps: LocalizedStep[];
  apply: LocalizedInfoItem[];
  penalties: LocalizedInfoItem[];
  checklist: { id: string; text: string }[];
}
