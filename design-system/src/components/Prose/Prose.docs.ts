import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "Around article text, news items, glossary entries and any Markdown rendered at build time.",
    "Around simple tables that come from Markdown; give them a caption and header cells.",
  ],
  whenNotToUse: [
    "Around forms, tools or components that have their own styles.",
    "Tables built from data: use Table, which adds a named scrolling region.",
    "HTML from visitors or any source that is not trusted: only pass build-time content through dangerouslySetInnerHTML.",
  ],
  keyboard: [],
  screenReader: [
    "Not interactive: it is a plain <div> with no role; links and controls inside it keep their own keyboard behaviour.",
    "It adds nothing and removes nothing: headings, lists, quotes and tables keep their meaning, so screen readers hear the HTML exactly as written.",
    'Attributes pass through, so a part in another language can carry lang (for example lang="es").',
  ],
  content: {
    en: [
      "Write short paragraphs and short sentences; use lists for steps and for choices.",
      "Use headings in order, starting below the page's h1.",
      "Give every table a caption and header cells (in Markdown, a header row).",
      'Spell out terms the first time ("Medicare Advantage Plan (Part C)") and link to the glossary.',
    ],
    es: [
      "Escriba párrafos y oraciones cortas; use listas para los pasos y las opciones.",
      "Use los encabezados en orden, empezando por debajo del h1 de la página.",
      "Dé a cada tabla un título (caption) y celdas de encabezado (en Markdown, una fila de encabezado).",
      'Explique los términos la primera vez ("plan Medicare Advantage (Parte C)") y enlace al glosario.',
    ],
  },
  knownIssues: [
    "Markdown tables are squeezed to the text column: cell text wraps, even inside words, instead of scrolling. A table with many columns gets hard to read at 320 pixels wide; use Table for those.",
    "Code blocks (<pre>) scroll sideways when too wide but are not focusable, so keyboard users cannot scroll them. Keep them short.",
  ],
};
