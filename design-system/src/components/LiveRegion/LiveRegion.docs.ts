import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'For a count or status that changes because of what the visitor did, away from where their focus is ("12 plans match your answers", "Question 3 of 6").',
    'useAnnounce (or announce) for a short spoken confirmation with nothing to show ("Saved").',
    'politeness="assertive" only for news that cannot wait, such as work that could not be saved.',
  ],
  whenNotToUse: [
    "An error that appears in response to the visitor: use Alert with live.",
    "Form errors: use ErrorSummary, which takes focus.",
    "Content that changes all the time (a timer, every keystroke): the screen reader would never stop talking.",
    "To announce a new page: focus its heading (Heading focusOnMount) instead.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: a live region is never a tab stop and never takes focus; it only speaks.",
    "It is in the page from the first render, even when empty, because screen readers only announce changes to regions they already know about. Change its text to have it read.",
    'Polite regions are role="status" with aria-live="polite": read when the screen reader is free. Assertive ones are aria-live="assertive" without role="alert" (that role belongs to Alert) and interrupt.',
    'aria-atomic="true": the whole text is read on each change, not just the changed words.',
    "visuallyHidden keeps it off screen but still spoken. useAnnounce uses one shared hidden region, created when the component mounts, which stays readable while a React Aria dialog is open.",
    'announce empties the region and writes the message a moment later (100 ms), so the same message twice ("Saved", "Saved") is read twice. Of several quick messages, only the last one is read.',
  ],
  content: {
    en: [
      'Make the message complete on its own, because it is heard without what is around it: "12 plans match your answers", not "12 results".',
      "Keep it short: one sentence, the news first.",
      'Announce the result of an action, not the action ("Saved", not "Saving your list now").',
    ],
    es: [
      'Haga que el mensaje se entienda solo, porque se oye sin lo que lo rodea: "12 planes coinciden con sus respuestas", no "12 resultados".',
      "Sea breve: una oración, con la novedad primero.",
      'Anuncie el resultado de una acción, no la acción ("Guardado", no "Estamos guardando su lista").',
    ],
  },
  knownIssues: [
    "A region added to the page together with its text may not be announced: render it empty first and change it later.",
    "Quick messages replace each other: only the last one of a burst is read.",
    "Screen readers differ in how they queue and interrupt live announcements; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
