import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For dates the visitor knows without a calendar: date of birth, the date Medicare coverage started, the date a letter was sent.",
    "Add isBirthday for a date of birth, so the browser can fill it in.",
    "Read what was typed with parseMemorableDate and show its problems with errorMessage and invalidParts.",
  ],
  whenNotToUse: [
    "Picking a date to come, such as an appointment, where seeing the weekdays helps: this component has no calendar.",
    "A month and year only, or a year only: use one TextField or NumberField with a clear label.",
    'Approximate dates ("about 5 years ago"): ask a plain question with RadioGroup choices.',
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action: "Moves between the Month, Day and Year boxes. Focus never jumps to the next box by itself.",
    },
    { keys: "Typing", action: "Numbers go into the focused box; phones show the number keypad." },
  ],
  screenReader: [
    'A <fieldset> whose <legend> is the question, so the three boxes are a group named by it ("What is your date of birth?"). Required groups end with "(required)" in words and each box has aria-required.',
    'Each box has its own visible label: "Month", "Day", "Year" ("Mes", "Día", "Año"). They are plain text boxes with inputmode="numeric", so there are no spin buttons.',
    'The hint and the error sit under the legend and are tied to the fieldset with aria-describedby. The error starts with a hidden "Error:".',
    "Only the boxes named in invalidParts are marked aria-invalid (all three when none are named), so the visitor knows which box to fix.",
    "An error summary link to the date focuses the first wrong box, or the Month box.",
  ],
  content: {
    en: [
      'Ask a question in the legend: "What is your date of birth?"',
      'Give an example in the hint in the same order as the boxes: "For example, 3 27 1958".',
      'Write errors that say which part to fix and how: "Month must be a number from 1 to 12", "Date of birth must be in the past".',
      "Do not ask for a date you can work out from another answer.",
    ],
    es: [
      'Haga una pregunta en la leyenda: "¿Cuál es su fecha de nacimiento?"',
      'Dé un ejemplo en la pista, en el mismo orden que las casillas (mes, día, año), porque muchas personas escriben primero el día: "Por ejemplo, 3 27 1958 para el 27 de marzo de 1958".',
      'Escriba errores que digan qué parte corregir y cómo: "El mes debe ser un número del 1 al 12", "La fecha de nacimiento debe ser anterior a hoy".',
      "No pida una fecha que se pueda deducir de otra respuesta.",
    ],
  },
  knownIssues: [
    "The boxes stay in US order (month, day, year) on Spanish pages too, while many Spanish speakers write the day first. The hint must show the order.",
    "The hint and error are tied to the fieldset, not to each box. Some screen readers read a group's description only when focus first enters it, or not at all; the error summary repeats the message as a fallback.",
    "Checking the date is the page's job (parseMemorableDate): the component shows whatever errorMessage it is given. Years before 1900 and dates after today are rejected by parseMemorableDate.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
