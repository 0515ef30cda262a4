import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For secondary content that helps with the page without replacing it, such as a list of words to know.",
    'For the site\'s sections on small screens (side="left"), where a full navigation does not fit.',
  ],
  whenNotToUse: [
    "A question or confirmation: use Dialog.",
    "Main content or long forms: put them on the page.",
    "Navigation on wide screens: show the links on the page.",
    "Anything that opens by itself.",
  ],
  keyboard: [
    {
      keys: "Enter or Space (on the trigger button)",
      action: "Opens the drawer and moves focus into it, onto the panel itself, so its title is read first.",
    },
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves between the controls inside, starting with Close. Focus wraps around and never leaves the drawer while it is open.",
    },
    { keys: "Escape", action: "Closes the drawer and returns focus to the button that opened it." },
    { keys: "Enter or Space (on Close)", action: "Closes the drawer and returns focus to the button that opened it." },
  ],
  screenReader: [
    'role="dialog" labelled by its heading (an h2 by default; change it with headingLevel).',
    "While it is open, the rest of the page is hidden from screen readers and does not scroll.",
    'It has a visible Close button with text ("Close", "Cerrar"; change it with closeLabel).',
    "When it closes, in any way, focus returns to the button that opened it.",
    "It is at most 24rem wide and takes the whole width on small screens. It does not slide when the visitor asks for reduced motion.",
  ],
  heard: [
    {
      journey: "home",
      from: { en: "Menu collapsed push button.", es: "Menú contraído botón de pulsación." },
      steps: 5,
    },
  ],
  content: {
    en: [
      'Name the drawer after what is in it ("Words to know", "Sections") and use the same words on the button that opens it.',
      "Keep the content scannable: a short list of links or terms, not paragraphs.",
      "When a link inside goes to a spot on the same page, close the drawer too (children as a function receive close).",
    ],
    es: [
      'Nombre el panel por lo que contiene ("Palabras que debe conocer", "Secciones") y use las mismas palabras en el botón que lo abre.',
      "Haga que el contenido se lea de un vistazo: una lista corta de enlaces o términos, no párrafos.",
      "Si un enlace dentro lleva a otra parte de la misma página, cierre también el panel (los children como función reciben close).",
    ],
  },
  knownIssues: [
    "Needs JavaScript: without it the trigger button does nothing. Keep the site's navigation reachable without it.",
    "Shares React Aria's modal with Dialog, and its reported problems: focus return from Menu items (#3601, #2616) and iOS Safari jumps with inputs (#7902).",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
