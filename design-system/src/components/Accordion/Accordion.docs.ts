import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "Long reference content that splits into separate, clearly named sections, where most visitors need only one or two (for example, what each part of Medicare covers).",
    "A list of questions and answers where the question alone tells visitors whether to read on.",
    'Use the default type="multiple" so visitors can keep several sections open to compare them; use type="single" only when one open section at a time really helps.',
  ],
  whenNotToUse: [
    "Content that everyone needs, or steps to follow in order: show it on the page under ordinary headings. Closed sections are easy to miss.",
    'A single piece of extra help ("What counts as income?"): use Details.',
    "Short pages: hiding two or three paragraphs makes them harder to find, not easier.",
    "Parts of a form or the questions of a quiz: keep every question visible.",
    "Moving between pages: use links.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves through the section titles, and into the content of open sections, in page order. Disabled titles are skipped.",
    },
    { keys: "Enter or Space", action: "Opens or closes the section whose title has focus. Focus stays on the title." },
    {
      keys: "Down Arrow",
      action:
        "Moves to the next title of the same accordion; from the last title it wraps to the first. Disabled titles are skipped.",
    },
    {
      keys: "Up Arrow",
      action: "Moves to the previous title; from the first title it wraps to the last. Disabled titles are skipped.",
    },
    { keys: "Home / End", action: "Moves to the first / last enabled title of the accordion." },
  ],
  screenReader: [
    'Each title is a real <button> inside a heading of the level you choose (headingLevel, h2 to h6), so heading navigation lists the titles. Screen readers say something like "Part A (Hospital Insurance), button, collapsed, heading level 2".',
    "The button has aria-expanded (open or closed) and aria-controls pointing to its panel. The chevron is drawn with CSS and hidden from screen readers; the state is only given by aria-expanded.",
    "Each panel is a <section> named by its title, so an open panel is a region landmark with the same name as its title.",
    'Closed panels are in the HTML but hidden (hidden="until-found" once the page runs), so screen readers skip them until they are opened. The browser\'s find-in-page can reveal a closed panel, and the accordion then opens it.',
    "Opening or closing a section never moves focus. Arrow keys stay inside one accordion, even when there are several on the page.",
  ],
  heard: [
    {
      journey: "faq",
      from: {
        en: "When should I sign up for Medicare? collapsed push button",
        es: "¿Cuándo debo inscribirme en Medicare? contraído botón",
      },
      steps: 5,
    },
  ],
  content: {
    en: [
      'Write each title as a short, plain phrase or as the visitor\'s own question ("When can I sign up?"), so the title alone says what is inside.',
      'Put the words people scan for first ("Part B: what it covers", not "What is covered under Part B").',
      "Never put the only mention of a deadline, penalty or cost in a closed section: say it on the page too.",
      'Make each section make sense on its own. Do not write "see above" or "as explained in the previous section".',
      "Choose headingLevel one level below the heading the accordion sits under, so the page outline has no gaps.",
    ],
    es: [
      'Escriba cada título como una frase corta y sencilla, o como la pregunta que se haría la persona ("¿Cuándo me puedo inscribir?"), para que el título diga por sí solo qué hay dentro.',
      'Ponga primero las palabras que la gente busca con la vista ("Parte B: qué cubre", no "Lo que está cubierto por la Parte B").',
      "Nunca deje una fecha límite, una multa o un costo solo dentro de una sección cerrada: dígalo también en la página.",
      'Cada sección debe entenderse sola. No escriba "vea arriba" ni "como se explicó en la sección anterior".',
      "Elija headingLevel un nivel por debajo del encabezado bajo el que está el acordeón, para que el esquema de la página no salte niveles.",
    ],
  },
  knownIssues: [
    "Without JavaScript the titles do nothing and closed sections stay hidden (the server HTML marks them hidden). If the page's script fails to load, that content cannot be read. Keep essential facts outside the accordion.",
    'Opening a closed section from find-in-page relies on hidden="until-found" and the beforematch event. Browsers without them do not search closed sections.',
    "Every open panel is a region landmark. An accordion with many sections open adds many entries to a screen reader's landmark list.",
    'There is no "Open all sections" control (GOV.UK\'s accordion has one).',
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
