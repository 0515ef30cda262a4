import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "On every page below the home page that sits in a clear hierarchy (Home > Costs > Help paying costs).",
    "When visitors arrive from a search engine deep in the site and need to see, and reach, the pages above.",
  ],
  whenNotToUse: [
    "On the home page, or on a site with only one level.",
    "For the steps of a task such as the quiz: use ProgressBar and a heading that names the step.",
    "As the only way to move around the site: keep the main navigation.",
    "To show the pages a visitor has just been to: breadcrumbs show the site's structure, not history.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves through the links of the trail. The last item, the current page, is plain text and not a tab stop.",
    },
    { keys: "Enter", action: "Follows the focused link." },
  ],
  screenReader: [
    'A <nav> landmark named "Breadcrumb" ("Ruta de navegación" on Spanish pages; change it with label), so it appears in the landmarks list.',
    'Inside is an ordered list, so screen readers say how many items the trail has ("list, 3 items").',
    'Every item is a link except the last, the current page, which is plain text marked aria-current="page".',
    "The separators between items are drawn with CSS: screen readers do not read them.",
    "It is plain HTML: it works before JavaScript loads, and without it.",
  ],
  content: {
    en: [
      "Use each page's short name, the same words as its main heading or its menu link.",
      "Start with Home and end with the current page.",
      "Give every item except the last an href: an item in the middle without one shows as plain text and cannot be followed.",
      "Keep names short; long names make the trail wrap onto several lines at large text sizes.",
    ],
    es: [
      "Use el nombre corto de cada página, con las mismas palabras de su encabezado principal o de su enlace en el menú.",
      "Empiece con Inicio y termine con la página actual.",
      "Dé un href a cada elemento menos al último: un elemento intermedio sin href se ve como texto y no se puede seguir.",
      "Use nombres cortos; los nombres largos hacen que la ruta ocupe varias líneas con letra grande.",
    ],
  },
  knownIssues: [
    "Long trails are not shortened: at narrow widths and large text they wrap onto several lines.",
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
