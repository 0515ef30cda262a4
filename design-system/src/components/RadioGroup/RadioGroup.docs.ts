import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For one answer among a few (up to about 6), all visible at once: yes or no, Original Medicare or Medicare Advantage.",
    "Instead of a Select whenever the list is short: seeing every choice is easier than opening a list.",
    'With a description on a choice that needs explaining; use orientation="horizontal" only for two or three very short answers ("Yes", "No").',
  ],
  whenNotToUse: [
    "Several answers may apply: use CheckboxGroup.",
    "A long list (states, plans): use Select.",
    "A single thing to agree to: use Checkbox.",
    "Actions: use Button.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves into the group, onto the chosen answer (or the first one when none is chosen), and out of it. The group is one tab stop.",
    },
    {
      keys: "Down Arrow / Right Arrow",
      action: "Moves to the next answer and chooses it, wrapping from the last to the first.",
    },
    {
      keys: "Up Arrow / Left Arrow",
      action: "Moves to the previous answer and chooses it, wrapping from the first to the last.",
    },
    { keys: "Space", action: "Chooses the focused answer when none is chosen yet." },
  ],
  screenReader: [
    'A <fieldset> with role="radiogroup", named by its <legend>, the visible question (no React Aria: native radios sharing a name give the arrow keys and the single Tab stop, before the page\'s script runs too); required groups end with "(required)" in words.',
    "Each answer is a native radio button named by its text. Clicking anywhere on its row, text included, chooses it; each row is at least 44 pixels tall.",
    "The group's hint is read with the group and with each answer; an answer's own description is read with that answer.",
    'One error message shows as text under the question, starting with a hidden "Error:", tied to the group and to every answer; the group is marked aria-invalid.',
    "An error summary link to the group focuses the chosen answer, or the first.",
  ],
  heard: [
    {
      journey: "quiz",
      from: {
        en: "Are you signed up for Medicare now? (required) panel.",
        es: "¿Ya se inscribió en Medicare? (obligatorio) panel.",
      },
      steps: 2,
    },
  ],
  content: {
    en: [
      'Ask a clear question in the label ("Do you have Medicare Part A?").',
      'Write short answers that do not overlap, in a logical order; put "Not sure" or "None of these" last when it is a real answer.',
      "Do not choose an answer for the visitor unless one is right for nearly everyone; a preselected answer is easy to submit by mistake.",
      'For an error, say what to choose: "Select yes if you are 65 or older".',
    ],
    es: [
      'Haga una pregunta clara en la etiqueta ("¿Tiene la Parte A de Medicare?").',
      'Escriba respuestas cortas que no se superpongan, en un orden lógico; ponga "No estoy seguro" o "Ninguna de estas" al final cuando sea una respuesta real.',
      "No marque una respuesta por la persona a menos que sea la correcta para casi todos; una respuesta ya marcada es fácil de enviar por error.",
      'En un error, diga qué elegir: "Elija sí si tiene 65 años o más".',
    ],
  },
  knownIssues: [
    "Arrow keys choose an answer as they move, as in every native radio group; people who explore with the arrows change their answer. This is standard behaviour, but worth knowing in a quiz.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
