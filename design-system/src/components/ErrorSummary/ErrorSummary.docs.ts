import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "On every form, as the first thing inside it, after the visitor tries to submit and something is wrong.",
    "With useFocusOnErrors, so focus moves to the summary after each failed submit.",
    "With react-hook-form: pass formState.submitCount to useFocusOnErrors and set shouldFocusError: false.",
  ],
  whenNotToUse: [
    "Errors that are not about fields (the message could not be sent): use Alert with live.",
    "While the visitor is still typing: the summary is for the result of a submit.",
    "Instead of the fields' own messages: every error shows in both places.",
  ],
  keyboard: [
    {
      keys: "Enter or the submit button, with errors",
      action:
        "The form is not sent and focus moves to the summary, so its heading and list are read. Errors that change while the visitor types do not move focus.",
    },
    {
      keys: "Tab / Shift+Tab",
      action: "Moves from the summary through its links, one per error, in the order of the fields.",
    },
    {
      keys: "Enter (on a link)",
      action:
        "Moves focus into the field and scrolls its question into view: the first wrong box of a date, the checked option of a radio group (or its first), the first checkbox of a group.",
    },
  ],
  screenReader: [
    'A <section> named by its heading, "There is a problem" ("Hay un problema"; change it with title), so it is a region landmark. It can take focus (tabindex="-1") but is not a tab stop.',
    'It has no role="alert" on purpose: moving focus to it makes screen readers read it once, in order, without a second, competing announcement.',
    "Each error is a link whose text is the same message shown beside the field. Its href is #id of the field, so it still jumps there without JavaScript.",
    "It renders nothing at all when there are no errors.",
  ],
  heard: [
    {
      journey: "quiz",
      from: { en: "Please enter a valid email address.", es: "Por favor, escriba un correo electrónico válido." },
      steps: 3,
    },
  ],
  content: {
    en: [
      "Use the same words, exactly, as the message beside the field.",
      "List errors in the order of the fields on the page.",
      'Say what to do, not what went wrong: "Enter your date of birth", not "Date of birth is invalid".',
      'Keep the default title "There is a problem" unless the page needs something more specific.',
      "One message per field: the most useful one.",
    ],
    es: [
      "Use las mismas palabras, exactamente, que el mensaje junto al campo.",
      "Ponga los errores en el orden de los campos en la página.",
      'Diga qué hacer, no qué salió mal: "Escriba su fecha de nacimiento", no "La fecha de nacimiento no es válida".',
      'Deje el título "Hay un problema" a menos que la página necesite algo más preciso.',
      "Un mensaje por campo: el que más ayude.",
    ],
  },
  knownIssues: [
    "Focus only moves when the page uses useFocusOnErrors (or focuses the summary itself); with react-hook-form, shouldFocusError must be false or focus goes to the first field instead. Without the focus move, screen readers hear nothing on submit: React Aria does not announce field errors on submit by itself (#8328).",
    "Each error's id must match the field's control or group id (the id prop of TextField, Select, RadioGroup, DateInput...). A wrong id gives a link that goes nowhere.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
