import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "On a content page whose only controls are a few buttons (show all answers, copy the link, listen): it saves the JavaScript React Aria's press handling would add.",
    "For a form's submit button and a tool's print, share or download button: a native button does the same job, and the page does not load React Aria's press handling for it.",
    "For the same actions as Button: submit a form, open a panel, start over. The variants and isPending work as they do on Button.",
  ],
  whenNotToUse: [
    "Inside React Aria triggers and slots (DialogTrigger, MenuTrigger, a dialog's close button): they need Button.",
    "To go to another page or site: use Link.",
    "Avoid isDisabled when you can: a disabled button does not say why. Let the visitor press it and show an error that explains what is missing.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves focus to and from the button. A disabled button is skipped." },
    { keys: "Enter or Space", action: "Presses the button (the browser's own click)." },
    {
      keys: "Enter or Space while pending",
      action: "Nothing happens: the button keeps focus, and a submit button does not submit its form again.",
    },
  ],
  screenReader: [
    "A native <button>, named by its visible text; type button unless given type submit.",
    'While pending, a hidden "Please wait" ("Espere, por favor" in Spanish; change it with pendingLabel) is added to the name and the button is marked aria-disabled. The spinner is decorative (aria-hidden).',
    "A disabled button is not focusable, so screen reader users moving with Tab do not find it.",
  ],
  content: {
    en: [
      'Start with a verb that says what happens: "Show all answers", "Copy the link", "Start over".',
      "Keep it short, and use the same words as the page heading or the result when you can.",
      "Write in sentence case, never all capitals.",
      'Do not use "Click here" or "Submit"; say what the button does.',
    ],
    es: [
      'Empiece con un verbo que diga qué pasa: "Mostrar todas las respuestas", "Copiar el enlace", "Empezar de nuevo".',
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
