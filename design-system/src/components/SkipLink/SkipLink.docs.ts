import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "Once per page, as the very first focusable element, pointing at the main content (#main-content by default).",
    'With a different href and text on a tool page whose results keyboard users want to reach directly ("Skip to your results").',
  ],
  whenNotToUse: [
    "Many skip links in a row: one, or at most two, is enough; landmarks and headings do the rest.",
    "As a way to hide content: it is visible as soon as it has focus.",
  ],
  keyboard: [
    {
      keys: "Tab (first press on the page)",
      action: "Focuses the skip link and shows it, large, at the top of the page.",
    },
    {
      keys: "Enter",
      action: "Moves focus to the main content. The next Tab goes to the first link or control inside it.",
    },
  ],
  screenReader: [
    'A real link named "Skip to main content" ("Saltar al contenido principal"; change it with children), so it is also in the screen reader\'s links list.',
    'With JavaScript, activating it moves focus to the target itself. If the target is not focusable, it gets tabindex="-1" for as long as it has focus, then loses it again, so later mouse clicks inside the main content do not focus it.',
    "A target that already has a tabindex keeps it.",
    "Without JavaScript it is a plain in-page link and still jumps to the main content.",
  ],
  content: {
    en: [
      'Keep the default text, "Skip to main content", which visitors who use it know.',
      'If you change it, start with "Skip to" and name the place ("Skip to your results").',
      "Make sure the page really has an element with the target id, usually the <main> element.",
    ],
    es: [
      'Deje el texto predeterminado, "Saltar al contenido principal", que conocen quienes lo usan.',
      'Si lo cambia, empiece con "Saltar a" y nombre el lugar ("Saltar a sus resultados").',
      "Asegúrese de que la página tenga de verdad un elemento con ese id, por lo general el elemento <main>.",
    ],
  },
  knownIssues: [
    "If no element has the target id, the link does nothing.",
    "With JavaScript, the jump does not add #main-content to the address, so the browser's Back button does not return to the top first.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
