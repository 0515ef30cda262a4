import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'To make one important point stand out in an article, such as a deadline or a penalty (variant warning, shown as "Important").',
    "For a useful tip or background note beside the main text (variants tip and info).",
    "To say something about the visitor's saved state that is on the page when it loads (variant success).",
  ],
  whenNotToUse: [
    "A message that appears because the visitor did something (sent a form, an error happened): use Alert, with live when it must be announced.",
    "Form errors: use ErrorSummary and the fields' own messages.",
    "Many callouts on one page: when everything stands out, nothing does. Use one or two.",
    "Decoration or layout: it is for messages, not for boxing text.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: the callout is not a tab stop. Links inside it are reached with Tab as usual.",
    'It starts with its kind in words: "Note", "Tip", "Important", "Success" or "Error" ("Nota", "Consejo", "Importante", "Éxito", "Error"), followed by a colon hidden on screen. Change the word with label. The icon is decorative (aria-hidden).',
    'With heading and headingLevel, the kind word is inside the heading, so heading navigation reads "Important: Sign up on time". Without headingLevel the title is bold text and stays out of the page outline.',
    "It has no role and no live region: it is read in page order and never announced on its own.",
  ],
  content: {
    en: [
      "Keep it to one idea, in one to three sentences.",
      'Start with the point, then the reason: "Sign up on time. If you wait, you may pay a late enrollment penalty."',
      'Do not repeat the kind word in the title ("Important: Important deadline"): it is added for you.',
      "Give a heading level only when the title belongs in the page outline; otherwise leave headingLevel out.",
    ],
    es: [
      "Limítese a una idea, en una a tres oraciones.",
      'Empiece por lo importante y luego dé la razón: "Inscríbase a tiempo. Si espera, es posible que tenga que pagar una multa por inscripción tardía."',
      'No repita en el título la palabra del tipo de mensaje ("Importante: fecha importante"): se agrega sola.',
      "Dé un nivel de encabezado solo si el título forma parte del esquema de la página; si no, no use headingLevel.",
    ],
  },
  knownIssues: [],
};
