import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "The first time a page uses a word that many readers may not know (a defined term), so they do not have to leave the page and lose their place.",
    "Inside running text: a paragraph, a list item, a table cell.",
  ],
  whenNotToUse: [
    "Every use of the same word on a page: only the first (the page's word list covers the rest).",
    "Information everyone needs to act (a deadline, a penalty): write it in the text.",
    "Help for a form field: use the field's description.",
    "Anything longer than two sentences: link to a page, or use Details.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to the word, then, when open, into the link to the full entry." },
    { keys: "Enter or Space", action: "Opens the explanation; pressed again, closes it. Focus stays on the word." },
    {
      keys: "Escape",
      action: "Closes the explanation from the word or from the link inside it; focus returns to the word.",
    },
  ],
  screenReader: [
    'A native button named by the word, with aria-expanded: screen readers say "copay, button, collapsed" and then "expanded".',
    "The explanation follows the button in the reading order (it is not a popup), so reading on after opening reads it; aria-controls points to it.",
    "Nothing opens on hover or focus: a hover tooltip cannot be reached by keyboard or touch and is often not read at all.",
    "Before JavaScript runs, the word is an ordinary link to the full entry, so the page still works without it.",
  ],
  content: {
    en: [
      "Keep the explanation to one or two plain sentences; the full entry has the rest.",
      "The word stays part of the sentence: the sentence must read correctly with or without the explanation.",
    ],
    es: [
      "Limite la explicación a una o dos oraciones sencillas; la entrada completa tiene el resto.",
      "La palabra sigue siendo parte de la oración: la oración debe leerse bien con o sin la explicación.",
    ],
  },
  knownIssues: [
    "The button is as tall as the line of text it sits in (under 44 px): WCAG 2.5.5 and 2.5.8 exempt targets in a sentence, and a taller box would move the lines.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
