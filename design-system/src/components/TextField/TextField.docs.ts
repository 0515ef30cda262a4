import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For short answers in words or codes: name, email address, ZIP code, Medicare number.",
    'Set type, autoComplete and inputMode so browsers can fill in and phones show the right keyboard (autoComplete="email", inputMode="numeric" for a ZIP code).',
    "Use width to hint at the answer's length (10 characters for a ZIP code); the default fills the column.",
  ],
  whenNotToUse: [
    "Longer answers: use TextArea.",
    "Numbers people calculate with (income, household size): use NumberField.",
    "Dates: use DateInput.",
    "Answers you can offer as choices: use RadioGroup, CheckboxGroup or Select.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to and from the box." },
    { keys: "Enter", action: "Submits the form the field is in, as in any browser form." },
  ],
  screenReader: [
    'A native <input> named by its visible <label> (no React Aria: it added nothing a browser does not give, and a page with one text box then ships none of it); it works the same before the page\'s script runs. Required fields end with "(required)" ("(obligatorio)") in words, never with an asterisk alone, and have aria-required (or the native required attribute outside a Form).',
    "The hint sits under the label and is read as the field's description.",
    'The error sits between the hint and the box, starts with a hidden "Error:", is read with the field, and the field is aria-invalid while in error. It does not rely on colour.',
    "id is the input's own id, so an ErrorSummary link can focus it.",
  ],
  heard: [
    {
      journey: "quiz",
      from: {
        en: "E-mail address (required) entry not-an-email required.",
        es: "Correo electrónico (obligatorio) entrada not-an-email requerido.",
      },
      steps: 1,
    },
  ],
  content: {
    en: [
      'Use a short label that names the answer ("Full name", "ZIP code") or asks a plain question.',
      'Put format help in the hint, with an example ("5 digits, for example 33101"), never only as placeholder text.',
      'Write errors that say what to do: "Enter a ZIP code with 5 digits, like 33101", not "Invalid input".',
      "Do not split one answer over several boxes (except dates, with DateInput).",
    ],
    es: [
      'Use una etiqueta corta que nombre la respuesta ("Nombre completo", "Código postal") o haga una pregunta sencilla.',
      'Ponga la ayuda sobre el formato en la pista, con un ejemplo ("5 números, por ejemplo 33101"), nunca solo como texto dentro de la casilla.',
      'Escriba errores que digan qué hacer: "Escriba un código postal de 5 números, como 33101", no "Dato no válido".',
      "No divida una respuesta en varias casillas (salvo las fechas, con DateInput).",
    ],
  },
  knownIssues: [
    "An error message that appears is not announced by itself (as with any aria-describedby text): it is read when the field has focus, so after a submit the ErrorSummary must take focus and list it.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
