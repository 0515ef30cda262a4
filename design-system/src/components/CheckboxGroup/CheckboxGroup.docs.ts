import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'When the visitor may pick none, one or several answers to one question ("Which parts of Medicare do you have?").',
    "When every choice is short enough to read at a glance; add a hint to any choice that needs it.",
  ],
  whenNotToUse: [
    "Exactly one answer: use RadioGroup.",
    "A single statement to agree to: use one Checkbox.",
    "A very long list (such as every US state): use Select.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves through the checkboxes one by one: each is its own tab stop." },
    { keys: "Space", action: "Checks or unchecks the focused checkbox." },
  ],
  screenReader: [
    'A <fieldset> (role="group") named by its <legend>, the visible question (no React Aria). Required groups end with "(required)" in words.',
    "The group's hint is read with the group and with each checkbox, so it is heard however the visitor enters the group.",
    'One error message shows as text under the question, starting with a hidden "Error:". It is tied to the group and to every checkbox, and every checkbox is marked aria-invalid.',
    "Each checkbox keeps its own name and its own hint.",
  ],
  content: {
    en: [
      'Ask the question in the label ("Which parts of Medicare do you have?") and say "Select all that apply" in the hint.',
      "Keep the choices short, parallel and in a sensible order (Part A, Part B, Part D).",
      'Add a "None of these" choice when having none is a real answer, and handle it in the page\'s validation.',
      'For an error, say what to do: "Select at least one way to contact you".',
    ],
    es: [
      'Haga la pregunta en la etiqueta ("¿Qué partes de Medicare tiene?") y ponga "Marque todas las que correspondan" en la pista.',
      "Escriba opciones cortas, de la misma forma y en un orden lógico (Parte A, Parte B, Parte D).",
      'Agregue la opción "Ninguna de estas" cuando no tener ninguna sea una respuesta real, y téngala en cuenta al validar.',
      'En un error, diga qué hacer: "Elija al menos una forma de comunicarnos con usted".',
    ],
  },
  knownIssues: [
    "How screen readers read the group's name and hint when focus enters the first checkbox varies between screen readers; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
