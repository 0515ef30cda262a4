import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'For help that only some visitors need, right where they need it ("What counts as income?", "Why we ask your ZIP code").',
    "When the help must work before JavaScript loads: the browser does all the work.",
  ],
  whenNotToUse: [
    "Several sections in a row: use Accordion.",
    "Information everyone needs, such as a deadline or a penalty: show it on the page.",
    "Hiding a form question or a required step.",
    "A message or warning: use Callout or Alert.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action: "Moves to and from the summary line; when open, Tab goes on into any links or controls in the content.",
    },
    { keys: "Enter or Space", action: "Opens or closes the content. Focus stays on the summary line." },
  ],
  screenReader: [
    "A native <details> element (role group) with its <summary>: the browser tells screen readers it can be expanded or collapsed and whether it is open.",
    'The exact words vary by browser and screen reader (usually "button, collapsed", sometimes "summary" or "disclosure triangle").',
    "The arrow is decorative and hidden from screen readers.",
    "The content stays in the page while closed, so find-in-page can open it in browsers that support that.",
  ],
  content: {
    en: [
      'Write the summary as the question people would ask ("What counts as income?") or a short label that says what is inside.',
      "Keep the content short: a paragraph or a short list.",
      "Make sure the page still makes sense if the visitor never opens it.",
    ],
    es: [
      'Escriba el resumen como la pregunta que se haría la persona ("¿Qué se considera ingreso?") o como una etiqueta corta que diga qué hay dentro.',
      "Use un contenido breve: un párrafo o una lista corta.",
      "Asegúrese de que la página se entienda aunque la persona nunca lo abra.",
    ],
  },
  knownIssues: [
    "The open state belongs to the browser, not to React: defaultOpen only sets the first state, and changing it later has no effect.",
    "How the summary is announced differs between browsers and screen readers; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
