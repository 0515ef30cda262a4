import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'Alone, for one statement the visitor agrees to or turns on ("Email me reminders about enrollment periods", "I have read the privacy notice").',
    'Inside a CheckboxGroup, for each answer of a "select all that apply" question.',
  ],
  whenNotToUse: [
    "A choice of exactly one answer, including yes or no to a question: use RadioGroup.",
    "Several related checkboxes with no shared question: put them in a CheckboxGroup with a label.",
    "Turning a setting on that takes effect at once, with no form to send: consider a Button that says what it does.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to and from the checkbox." },
    { keys: "Space", action: "Checks or unchecks it." },
  ],
  screenReader: [
    "A native checkbox (no React Aria) named by its visible text; it ticks before the page's script runs too. Clicking anywhere on the row, text included, toggles it; the row is at least 44 pixels tall.",
    "A hint (description) is read as the checkbox's description.",
    'Alone and required, the label ends with "(required)" in words ("(obligatorio)") and the box has aria-required.',
    'Alone, its error shows as text above it, starts with a hidden "Error:", is tied to it by aria-describedby, and the box is marked aria-invalid. Inside a CheckboxGroup the group shows the error instead.',
    "The drawn box is decorative (aria-hidden); the checked state comes from the native input.",
  ],
  heard: [
    {
      journey: "quiz",
      from: { en: "check box not checked required.", es: "casilla de verificación no marcada requerido." },
      steps: 2,
    },
  ],
  content: {
    en: [
      'Write the label as a statement the visitor agrees to, in the first person when it reads naturally ("Email me reminders").',
      'Say what checking it does, not the opposite; avoid negatives like "Do not email me".',
      "Put details in the hint (description), not in a long label.",
      'For an error, say what to do: "Confirm that you have read the privacy notice".',
    ],
    es: [
      'Escriba la etiqueta como una afirmación con la que la persona está de acuerdo, en primera persona si suena natural ("Envíenme recordatorios por correo electrónico").',
      'Diga qué pasa al marcarla, no lo contrario; evite negaciones como "No me envíen correos".',
      "Ponga los detalles en la pista (description), no en una etiqueta larga.",
      'En un error, diga qué hacer: "Confirme que leyó el aviso de privacidad".',
    ],
  },
  knownIssues: ["Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack."],
};
