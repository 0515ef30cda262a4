import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For every heading on a page: one h1 for the page title, then h2, h3... without skipping levels.",
    "With size, when a heading must look smaller or bigger than its level usually does (a compact sidebar h2).",
    "With focusOnMount on the h1 of a page reached by a client-side route change, so screen readers announce the new page.",
  ],
  whenNotToUse: [
    "Bold text that is not the title of a section: use <strong> or a Callout title without headingLevel.",
    "Choosing a level for its size: pick the level from the outline and set size instead.",
    "focusOnMount on the first page load, or on any heading other than the new page's h1: it would move focus unexpectedly.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: a heading is not a tab stop. With focusOnMount (or tabIndex={-1}) it can take focus from a script, but Tab never stops on it.",
    "It is a real h1 to h6, so screen readers list it in heading navigation at its true level, whatever size it looks.",
    "With focusOnMount the heading is focused when it appears, so screen readers read the new page's title after a client-side navigation.",
  ],
  content: {
    en: [
      "Make the h1 match the page's title and what the visitor clicked to get there.",
      'Write headings that say what the section is about ("What Part B covers"), not clever or vague ones ("The basics").',
      "Use sentence case and no full stop at the end.",
      "Keep headings short: they are read on their own when people scan or use heading navigation.",
    ],
    es: [
      "Haga que el h1 coincida con el título de la página y con lo que la persona eligió para llegar allí.",
      'Escriba encabezados que digan de qué trata la sección ("Qué cubre la Parte B"), no frases vagas o ingeniosas ("Lo básico").',
      "Use mayúscula solo al principio y en nombres propios, y no ponga punto final.",
      "Use encabezados cortos: se leen solos cuando la gente recorre la página con la vista o con la navegación por encabezados.",
    ],
  },
  knownIssues: [
    "A heading focused with focusOnMount shows the focus ring when the visitor was using the keyboard; that is intended, but some sighted visitors may find it surprising.",
  ],
};
