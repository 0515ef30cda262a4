import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For an action: submit a form, go on to the next question, open a dialog, start over.",
    'Use the primary variant for the one main action of a view, secondary for the others, and link only for a quiet action inside text ("Show details").',
    "Use isPending while a request runs, so the button says it is working and a second press does nothing.",
  ],
  whenNotToUse: [
    "To go to another page or site: use Link. A link that looks like a button is still a link.",
    "To choose between options: use RadioGroup, CheckboxGroup or Select.",
    "Several primary buttons side by side: keep one primary action per view.",
    "Avoid isDisabled when you can: a disabled button does not say why. Let the visitor press it and show an error that explains what is missing.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves focus to and from the button. A disabled button is skipped." },
    { keys: "Enter or Space", action: "Presses the button." },
    {
      keys: "Enter or Space while pending",
      action: "Nothing happens: the button keeps focus but ignores presses until the work is done.",
    },
  ],
  screenReader: [
    "A native <button> (through React Aria), named by its visible text.",
    'While pending, a hidden "Please wait" ("Espere, por favor" in Spanish; change it with pendingLabel) is added to the name, the button is marked aria-disabled, and a submit button stops submitting. The spinner is decorative (aria-hidden).',
    "If the button has focus when it becomes pending, or when the work ends, React Aria announces the button's name.",
    "A disabled button is not focusable, so screen reader users moving with Tab do not find it.",
  ],
  content: {
    en: [
      'Start with a verb that says what happens: "Send my answers", "Continue", "Start over".',
      "Keep it short, and use the same words as the page heading or the result when you can.",
      "Write in sentence case, never all capitals.",
      'Do not use "Click here" or "Submit"; say what the button does.',
    ],
    es: [
      'Empiece con un verbo que diga qué pasa: "Enviar mis respuestas", "Continuar", "Empezar de nuevo".',
      "Use pocas palabras y, cuando pueda, las mismas del título de la página o del resultado.",
      "Escriba con mayúscula solo al principio, nunca todo en mayúsculas.",
      'No use "Haga clic aquí" ni "Enviar formulario" sin más; diga qué hace el botón.',
    ],
  },
  knownIssues: [
    'Needs JavaScript for onPress actions; a type="submit" button inside a form still submits without it.',
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
