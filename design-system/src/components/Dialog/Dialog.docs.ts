import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'To confirm an action that cannot easily be undone ("Start over? Your answers on this page will be cleared."). Set isDismissable={false} so a stray click outside does not answer for the visitor.',
    'For a short explanation the visitor asked for, without leaving the page ("What is a premium?").',
    'Use role="alertdialog" only for an urgent message that needs an answer before going on.',
  ],
  whenNotToUse: [
    "Content everyone needs, or long content: put it on the page, or on its own page.",
    "Error messages from a form: use ErrorSummary and the fields' messages.",
    "A panel of secondary content or navigation on small screens: use Drawer.",
    "Anything that opens by itself, on a timer or when the page loads.",
    "A dialog opened from another dialog.",
  ],
  keyboard: [
    {
      keys: "Enter or Space (on the trigger button)",
      action: "Opens the dialog and moves focus into it, onto the dialog box itself, so its title is read first.",
    },
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves between the controls inside the dialog, starting with the Close button. Focus wraps around and never leaves the dialog while it is open.",
    },
    { keys: "Escape", action: "Closes the dialog and returns focus to the button that opened it." },
    { keys: "Enter or Space (on Close)", action: "Closes the dialog and returns focus to the button that opened it." },
  ],
  screenReader: [
    'role="dialog" (or "alertdialog") labelled by its heading (an h2 by default; change it with headingLevel), so screen readers announce the title when focus moves in.',
    "While it is open, the rest of the page is hidden from screen readers (React Aria marks it aria-hidden) and does not scroll. Our shared live regions stay readable.",
    'Every dialog has a visible Close button with text ("Close", "Cerrar"; change it with closeLabel), not just an icon.',
    "When it closes, by Close, Escape, a button inside or an outside click, focus returns to the element that opened it. This is tested with a trigger and in controlled mode.",
    "It never closes by itself. At 320 pixels wide or 400% zoom it fills the width and its content scrolls inside it.",
  ],
  content: {
    en: [
      'Make the title a short question or statement of what the dialog is about: "Start over?", "What is a premium?".',
      "Keep the body to a few sentences; say what will happen if the visitor goes ahead.",
      'Label buttons with what they do ("Start over", "Keep my answers"), never "Yes" and "No" or "OK" and "Cancel".',
      "When one choice loses the visitor's work, say so in its label and keep the safe choice just as easy to find.",
    ],
    es: [
      'Use un título corto, una pregunta o una frase sobre el tema del cuadro: "¿Empezar de nuevo?", "¿Qué es una prima?".',
      "Use pocas oraciones en el cuerpo; diga qué pasará si la persona continúa.",
      'Nombre los botones por lo que hacen ("Empezar de nuevo", "Conservar mis respuestas"), nunca "Sí" y "No" ni "Aceptar" y "Cancelar".',
      "Si una opción borra lo que la persona hizo, dígalo en su texto y haga que la opción segura sea igual de fácil de encontrar.",
    ],
  },
  knownIssues: [
    "Needs JavaScript: without it the trigger button does nothing. Never put the only copy of something the visitor needs in a dialog.",
    "Opening a dialog from a Menu item is risky: React Aria has had bugs where focus did not return to the menu button (#3601) or jumped to the top of the page (#2616, #2444). Test that path if you use it.",
    "On iOS Safari, React Aria modals holding a form have been reported to jump when an input is focused (#7902).",
    "Focus first lands on the dialog box, not on its first control (the CMS Design System discusses focusing a control instead). The first Tab reaches Close.",
    "It is React Aria's modal, not a native <dialog>; CMS moved to <dialog> after VoiceOver problems (#1647). Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
