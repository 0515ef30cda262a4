import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For data people compare across rows and columns: ways to get coverage side by side, figures by year.",
    "Mark the column that names each row with isRowHeader, and number columns with numeric so the figures line up.",
  ],
  whenNotToUse: [
    "Layout: never use a table to place things side by side.",
    "A single list of items: use a list.",
    "Two or three values: write them in a sentence or a short list.",
    "Tables inside Markdown articles: Prose styles those.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action: "Moves to the table's scrolling region (a tab stop, with a focus ring) and on to any links in the cells.",
    },
    {
      keys: "Left Arrow / Right Arrow",
      action: "With the region focused, scrolls the table sideways when it is wider than the screen.",
    },
    { keys: "Up Arrow / Down Arrow", action: "With the region focused, scrolls the page as usual." },
  ],
  screenReader: [
    'A native <table> with a visible <caption>, so screen readers name the table by it ("Doctor visits this year, table").',
    'Column headers are <th scope="col">; with isRowHeader, that column\'s cells are <th scope="row">, so each cell is read with its row and column names.',
    "The scrolling region is a <section> named by the caption (a region landmark) and focusable, because keyboard users must be able to scroll it (WCAG 2.1.1).",
    'When the table is wider than its space, a sentence above it says so ("Scroll sideways to see all columns.", "Desplácese hacia los lados para ver todas las columnas.") and is tied to the region as its description.',
    "The page itself never scrolls sideways.",
  ],
  heard: [
    {
      journey: "table",
      from: { en: "table with 7 rows 5 columns", es: "tabla con 7 filas 5 columnas" },
      steps: 5,
    },
  ],
  content: {
    en: [
      'Write a caption that says what the table shows, and the year or source when it matters ("Ways to get coverage").',
      'Keep column headers short; put units in the header ("Visits", "Cost per month"), not in every cell.',
      "Put the row names in the first column and mark it as row headers.",
      'Write "None" or "Not covered" instead of leaving a cell empty or using a dash.',
    ],
    es: [
      'Escriba un título (caption) que diga qué muestra la tabla, y el año o la fuente cuando importe ("Formas de obtener cobertura").',
      'Use encabezados de columna cortos; ponga las unidades en el encabezado ("Visitas", "Costo por mes"), no en cada celda.',
      "Ponga los nombres de las filas en la primera columna y márquela como encabezados de fila.",
      'Escriba "Ninguno" o "No cubre" en vez de dejar una celda vacía o poner un guion.',
    ],
  },
  knownIssues: [
    "The scrolling region is a tab stop even when the table fits and there is nothing to scroll.",
    "Every table adds a region landmark named by its caption; a page with many tables has a long landmarks list.",
    "No sorting or filtering.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
