import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "To show how much of something is used or reached, out of a known total, such as how much of a deductible has been met in an example.",
    'Always with a valueLabel in words when the numbers mean more than a percentage ("3 of 5").',
  ],
  whenNotToUse: [
    "Progress through a task over time (the quiz): use ProgressBar.",
    "An amount with no known top: write the number.",
    "Comparing several amounts: use a Table.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: the meter is not a tab stop and cannot be changed.",
    'role="meter" (React Aria Meter) named by its visible label, with aria-valuenow, aria-valuemin and aria-valuemax.',
    'The visible value text is also aria-valuetext, so screen readers say the same words as the screen ("3 of 5"). Without valueLabel it is a percentage formatted in the page\'s language.',
    "The amount does not rely on colour: a bordered track shows the whole range, a marker line taller than the track shows the level, and the value is written out.",
  ],
  content: {
    en: [
      'Label what is measured ("Preventive visits used", "Deductible met so far").',
      'Write the value in words that need no arithmetic: "3 of 5", not "60%", when counts are clearer.',
      "Say elsewhere whether more is good or bad; the bar does not say.",
    ],
    es: [
      'Indique qué se mide ("Visitas preventivas usadas", "Parte del deducible ya pagada").',
      'Escriba el valor con palabras que no obliguen a hacer cuentas: "3 de 5", no "60 %", cuando los números se entiendan mejor.',
      "Explique aparte si más es bueno o malo; la barra no lo dice.",
    ],
  },
  knownIssues: [
    'Support for role="meter" is uneven: some screen readers announce it as a progress bar, or without its value text. Keep the value written in the text around it. Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.',
  ],
};
