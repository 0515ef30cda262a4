import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "On long content pages with three or more h2 sections that readers scan or jump between (Medicare basics, the Medigap hub, legal pages).",
    "Wrap the page body in OnThisPageLayout so the column and the content sit side by side on wide screens.",
  ],
  whenNotToUse: [
    "Short pages or pages with one or two sections: the headings are enough.",
    "Links to other pages: use the site navigation or a list of links.",
    "Steps of a form or a tool: use the tool's own progress and headings.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action: 'Moves through the section links (wide screens) or to the "On this page" button (small screens).',
    },
    {
      keys: "Enter (on a section link)",
      action:
        "Scrolls to the section (instantly under reduced motion) and moves focus to its heading, so the next Tab continues from there. The address bar gets the section's #id.",
    },
    {
      keys: 'Enter or Space (on the "On this page" button)',
      action: "Opens the list in a drawer and moves focus into it.",
    },
    {
      keys: "Enter (on a link in the drawer)",
      action: "Closes the drawer, scrolls to the section and focuses its heading.",
    },
    { keys: "Escape (in the drawer)", action: 'Closes the drawer and returns focus to the "On this page" button.' },
  ],
  screenReader: [
    'A navigation landmark named by its visible title, "On this page" ("En esta página"), holding a list of links, so it appears in the landmarks list.',
    'The section in view has aria-current="location" ("current location"); sighted readers see it in bold with a thick side bar, not by colour alone.',
    'Choosing a section moves focus to the section\'s heading (given tabindex="-1"), so the heading is read next.',
    "On small screens the drawer is a modal dialog with the same title and a Close button; the list inside is the same.",
    "Without JavaScript the prerendered page has the plain list of links, which works as ordinary anchors (above the content on small screens).",
  ],
  content: {
    en: [
      "Use the section headings' own words as the link text, so readers recognise where they land.",
      "Keep the list short: h2 sections only, usually 3 to 8 links.",
      'Give each section a stable, meaningful id ("part-b", "enrollment-windows") so links to it can be shared.',
    ],
    es: [
      "Use las mismas palabras de los títulos de las secciones en los enlaces, para que el lector reconozca adónde llega.",
      "Mantenga la lista corta: solo las secciones h2, por lo general de 3 a 8 enlaces.",
      'Dé a cada sección un id estable y con sentido ("parte-b", "periodos-de-inscripcion") para que se pueda compartir el enlace.',
    ],
  },
  knownIssues: [
    "The section in view is worked out with IntersectionObserver at a line 20% from the top; a last section shorter than the rest of the screen may never be marked.",
    "On small screens the button is in the page flow above the content, not floating: the site's fixed bar (Back to top) already sits at the bottom and a second fixed control could cover focused content.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
