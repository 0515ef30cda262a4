import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For answers that may take a few sentences: a question to send, a description of a problem.",
    "With maxChars when there is a real limit; the count tells visitors how much room is left.",
    "Set rows to about the length of answer you expect (5 by default).",
  ],
  whenNotToUse: [
    "Short answers (a name, an email address, a ZIP code): use TextField.",
    "Answers you can offer as choices: use RadioGroup or CheckboxGroup.",
    "Personal details you do not need: do not ask for them in a free-text box.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to and from the box." },
    { keys: "Enter", action: "Starts a new line. It does not submit the form." },
  ],
  screenReader: [
    'A native <textarea> (no React Aria) named by its visible <label>; required fields end with "(required)" in words.',
    'The hint and the error (starting with a hidden "Error:") are tied to it by aria-describedby, and it is aria-invalid while in error.',
    'With maxChars, the limit ("You can enter up to 200 characters") is read as part of its description.',
    'The visible count ("You have 150 characters remaining", "You have 5 characters too many") is hidden from screen readers; the same words go to a polite live region once typing pauses for a second (countAnnounceDelay), so they do not interrupt every keystroke.',
    'Counts use singular and plural forms in both languages ("Le queda 1 carácter", "Tiene 2 caracteres de más").',
  ],
  content: {
    en: [
      'Label it with what to write ("Your question") and use the hint to say what to leave out ("Do not include your Medicare number").',
      "Only set a limit you really need, and make it generous.",
      'Write the over-limit error with the limit: "Message must be 200 characters or fewer".',
    ],
    es: [
      'Ponga en la etiqueta qué escribir ("Su pregunta") y use la pista para decir qué no incluir ("No escriba su número de Medicare").',
      "Ponga un límite solo si de verdad lo necesita, y que sea amplio.",
      'Escriba el error de exceso con el límite: "El mensaje debe tener 200 caracteres o menos".',
    ],
  },
  knownIssues: [
    "The limit is not enforced while typing (so people can paste and then trim): the page must check it on submit and show an error.",
    "The count is announced only after typing pauses; a screen reader busy reading typed characters may skip it. Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
