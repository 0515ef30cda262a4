import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "Around every set of fields that is sent or checked together (contact form, quiz page, a tool's inputs).",
    "With react-hook-form and zod: pass onSubmit={handleSubmit(...)}, show each field's message with errorMessage, and list them in an ErrorSummary.",
    "With validationErrors (by field name) to show errors the server sent back, beside the fields they are about.",
  ],
  whenNotToUse: [
    "A single button that does something on the page: a Button alone is enough.",
    "Search or filters that update results as the visitor types: they need no submit.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves through the fields and buttons in the order they appear." },
    {
      keys: "Enter (in a one-line field)",
      action: "Submits the form, as in any browser form. In a TextArea, Enter starts a new line instead.",
    },
  ],
  screenReader: [
    'A native <form> (React Aria Form with validationBehavior="aria"). Give it aria-label or aria-labelledby when the page has more than one form; a named form is a form landmark.',
    "It sets novalidate, so the browser's own bubbles never appear: they are small, disappear on their own and do not follow the page's language.",
    'Required fields get aria-required (and "(required)" in words in their label) instead of the native required attribute.',
    "Each error is text beside its field, tied by aria-describedby and marked aria-invalid; the ErrorSummary at the top takes focus after a failed submit.",
  ],
  content: {
    en: [
      'Ask only for what you need, and say why when it is not obvious ("We use your ZIP code to show plans where you live").',
      "One question per field or group, in the order people expect.",
      'Put the ErrorSummary first and the submit button last, labelled with what it does ("Send my answers").',
      "Mark the fields that are required, and keep their number small.",
    ],
    es: [
      'Pida solo lo necesario y explique por qué cuando no sea obvio ("Usamos su código postal para mostrarle los planes donde vive").',
      "Una pregunta por campo o grupo, en el orden que la gente espera.",
      'Ponga el ErrorSummary al principio y el botón de enviar al final, con un texto que diga lo que hace ("Enviar mis respuestas").',
      "Marque los campos obligatorios y trate de que sean pocos.",
    ],
  },
  knownIssues: [
    "isRequired only marks a field as required; with ARIA validation nothing checks that it was filled in. The page's schema (zod) must check it.",
    "Field errors are not announced on submit by themselves (React Aria #8328): pair the form with ErrorSummary and useFocusOnErrors.",
    "validationErrors matches fields by their name, so a field without name cannot show a server error.",
  ],
};
