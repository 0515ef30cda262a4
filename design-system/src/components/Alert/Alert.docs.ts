import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'To confirm that a task is done, on the page that loads after it ("Your answers were sent").',
    "To report a problem that stopped the task, such as a message that could not be sent. Add live so it is announced the moment it appears.",
    'To warn about something that affects the task in hand ("This tool uses this year\'s amounts").',
  ],
  whenNotToUse: [
    "Form errors: use ErrorSummary at the top of the form and each field's errorMessage.",
    "Notes, tips and warnings that are part of an article: use Callout.",
    'A small "saved" notice that needs no action: a Toast can add it, but never as the only place a message appears.',
    "Do not add live to a message that is already on the page when it loads: it would interrupt the screen reader for no reason, or not be announced at all.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: the alert is not a tab stop and never takes focus. Links inside it are reached with Tab as usual.",
    'It starts with its kind in words: "Note", "Success", "Important" or "Error" ("Nota", "Éxito", "Importante", "Error" in Spanish), followed by a colon that is hidden on screen so screen readers pause. The icon is decorative (aria-hidden).',
    'With heading and headingLevel, the kind word is inside the heading, so heading navigation reads "Error: We could not send your answers". Without headingLevel the title is bold text and stays out of the page outline.',
    "By default it has no role and no live region: it is read in page order like any other text.",
    'With live it is role="alert": rendered at the moment the problem happens, it is announced at once and interrupts what the screen reader was saying. Keyboard focus does not move.',
    "It never closes or disappears by itself.",
  ],
  content: {
    en: [
      'Say what happened in plain words, then what to do next: "We could not send your answers. Check your connection and try again."',
      'When the visitor\'s work is safe, say so ("Your answers are still here").',
      'Keep the heading short and do not repeat the kind word: it is added for you (write "We could not send your answers", not "Error: sending failed").',
      'Do not blame the visitor and do not show technical codes ("Error 500").',
    ],
    es: [
      'Diga en palabras sencillas qué pasó y luego qué hacer: "No pudimos enviar sus respuestas. Revise su conexión e inténtelo de nuevo."',
      'Si lo que la persona escribió no se perdió, dígalo ("Sus respuestas siguen aquí").',
      'Use un título corto y no repita la palabra del tipo de mensaje, que se agrega sola (escriba "No pudimos enviar sus respuestas", no "Error: falló el envío").',
      'No culpe a la persona ni muestre códigos técnicos ("Error 500").',
    ],
  },
  knownIssues: [
    'role="alert" is only announced reliably when the Alert is added to the page at the moment of the problem. An Alert rendered in advance and later shown with CSS, or present when the page loads, may not be announced.',
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
