import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'To finish a name that is clear on screen from its surroundings but not when heard alone: "Read more <VisuallyHidden>about Part B</VisuallyHidden>".',
    'With focusable, for a link or button that should appear only while it has keyboard focus ("Jump to your results").',
  ],
  whenNotToUse: [
    "Information sighted visitors also need: show it.",
    "Hiding something from everyone: use the hidden attribute or do not render it.",
    "Instead of a visible label on a form field: every field has a visible label.",
    "The page's skip link: use SkipLink.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab (with focusable)",
      action:
        "Focus a link or button inside it: the content shows on screen while focus is inside, and hides again when focus leaves. Without focusable, never put focusable content inside.",
    },
  ],
  screenReader: [
    "A <span> with the shared mg-visually-hidden class: it stays in the accessibility tree, so its text is read in place and counts in the name of the link or button around it.",
    'It adds no role and no pause of its own; spaces must be written outside the hidden part ("Read more " then the hidden "about Part B").',
    "With focusable, the class only applies while nothing inside has focus, so keyboard users can see what they are on.",
  ],
  content: {
    en: [
      'Put the visible words first and the hidden words after them, so voice control users can say what they see ("Read more" starts the name).',
      "Keep hidden text short and in the page's language; it is heard, never seen.",
      "Do not hide words that change the meaning of what is on screen.",
    ],
    es: [
      'Ponga primero las palabras visibles y después las ocultas, para que quien use control por voz pueda decir lo que ve ("Leer más" empieza el nombre).',
      "Use un texto oculto corto y en el idioma de la página; se oye, pero nunca se ve.",
      "No oculte palabras que cambien el sentido de lo que se ve en pantalla.",
    ],
  },
  knownIssues: [
    "Sighted visitors, including people who use a screen reader, a magnifier or voice control, only see the short visible text.",
    "Copying text from the page may include the hidden words.",
  ],
};
