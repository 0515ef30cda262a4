import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "In a task with several steps or questions, so visitors know how much is left.",
    'With a valueLabel in words ("Question 2 of 6") rather than a bare percentage.',
  ],
  whenNotToUse: [
    "An amount within a range that is not progress (visits used, deductible met): use Meter.",
    'Work that takes an unknown time: say "Please wait" on the Button (isPending) instead; this bar has no indeterminate state.',
    "Where the page has no steps: an extra bar is noise.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: the bar is not a tab stop.",
    'role="progressbar" (React Aria ProgressBar) named by its visible label, with aria-valuenow, aria-valuemin and aria-valuemax. Values outside the range are clamped.',
    "The visible value text is also aria-valuetext, so screen readers say the same words as the screen. Without valueLabel it is a percentage in the page's language.",
    "It does not announce itself when it changes. When the step changes, focus the new step's heading (Heading focusOnMount) or update a LiveRegion.",
  ],
  content: {
    en: [
      'Label it plainly ("Your progress").',
      'Write the value as steps: "Question 2 of 6". Count the step the visitor is on, not the steps already done.',
      'If the number of questions can change with the answers, say "about" or leave the total out.',
    ],
    es: [
      'Use una etiqueta sencilla ("Su progreso").',
      'Escriba el valor como pasos: "Pregunta 2 de 6". Cuente el paso en el que está la persona, no los que ya terminó.',
      'Si el número de preguntas puede cambiar según las respuestas, diga "unas" o no ponga el total.',
    ],
  },
  knownIssues: [
    "Changes are silent on their own; the page must announce the new step (see above).",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
