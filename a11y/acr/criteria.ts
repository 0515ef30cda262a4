/**
 * WCAG 2.2 success criteria the Accessibility Conformance Report (ACR) covers:
 * every level A and AA criterion, plus the level AAA criteria the site adopts
 * (1.4.6, 2.2.3, 2.5.5, 3.1.5). 4.1.1 Parsing is listed as obsolete: WCAG 2.2
 * removed it (it is always satisfied for content written in HTML).
 *
 * Each criterion names the evidence that can cover it, other than axe rules
 * (those come from axe-core's own rule metadata, its `wcagNNN` tags, at report
 * time: see axe-rules.ts):
 * - checks: custom Playwright checks of the a11y gate (a11y/lib/checks.ts, a11y/site.spec.ts);
 * - tests: unit and e2e test files whose assertions concern the criterion;
 * - inventory: facts read from the prerendered HTML of every page (inventory.ts);
 * - manual: manual test records (a11y/manual/*.json) planned or carried out;
 * - notApplicableIf: an inventory fact that, when true on every page, makes
 *   the criterion not applicable (e.g. no audio or video anywhere).
 * The ACR is generated from these mappings and the gate results (evaluate.ts).
 */

import type { CheckResult } from "../lib/check-result.ts";

export type Level = "A" | "AA" | "AAA";

/** A custom check of the a11y gate (a11y/lib/registry.ts, plus the overlay checks of site.spec.ts). */
export type CustomCheck = CheckResult["check"];

export type InventoryFact = "no-time-based-media" | "no-auto-refresh" | "readability-scored";

export interface TestEvidence {
  /** Repository path of the test file. */
  file: string;
  /** What the test asserts about the criterion. */
  asserts: string;
}

export interface Criterion {
  id: string;
  name: string;
  /** Name in the W3C Spanish translation, for the accessibility statement. */
  nameEs: string;
  level: Level;
  /** WCAG 2.2 removed it: listed for completeness, never evaluated. */
  obsolete?: string;
  checks?: CustomCheck[];
  tests?: TestEvidence[];
  inventory?: InventoryFact[];
  notApplicableIf?: InventoryFact;
  /** Ids of manual test records (a11y/manual) planned for this criterion. */
  manual?: string[];
}

const SR = ["screen-reader-nvda-firefox", "screen-reader-voiceover-safari"];
/** The Orca transcripts of npm run test:screen-reader: cited only by the criteria they show (see the record). */
const ORCA = "screen-reader-orca-chromium-2026-11-27";
const KEYBOARD = "keyboard-walkthrough-2026-11-24";
const ZOOM = "zoom-400-2026-11-24";
const REVIEW = "content-review-planned";

const T = {
  prerender: {
    file: "tests/prerender.spec.ts",
    asserts: "every prerendered page has lang, a title and an h1 without JavaScript",
  },
  shellSkip: {
    file: "tests/shell.spec.ts",
    asserts: "the skip link is the first focus stop and moves focus to the main content",
  },
  shellDirectory: {
    file: "tests/shell.spec.ts",
    asserts: "the header directory opens and closes by keyboard; Escape returns focus",
  },
  shellDisplay: { file: "tests/shell.spec.ts", asserts: "text size and contrast settings apply at once and persist" },
  shellReflow: { file: "tests/shell.spec.ts", asserts: "no horizontal scrolling at 320 px" },
  contactKeyboard: {
    file: "tests/contact.spec.ts",
    asserts:
      "keyboard only: an empty submit focuses the error summary, its links move to the fields, messages sit beside the fields",
  },
  toolsKeyboard: {
    file: "tests/tools.spec.ts",
    asserts: "each tool is used with the keyboard alone, errors first, then a result",
  },
  statesTable: {
    file: "tests/states.spec.ts",
    asserts: "the state table has a caption and header scopes; the filter count is announced politely",
  },
  contrastTokens: {
    file: "docs/app/contrast.test.ts",
    asserts: "theme token pairs: text >= 4.5:1 (7:1 in high contrast), non-text >= 3:1",
  },
  errorSummary: {
    file: "design-system/src/components/ErrorSummary/ErrorSummary.test.tsx",
    asserts: "the error summary lists each error as a link to its field",
  },
  liveRegion: {
    file: "design-system/src/components/LiveRegion/LiveRegion.test.tsx",
    asserts: "status messages are announced through a polite live region",
  },
  textField: {
    file: "design-system/src/components/TextField/TextField.test.tsx",
    asserts: "fields have visible labels, descriptions and error messages tied by aria attributes",
  },
  dialog: {
    file: "design-system/src/components/Dialog/Dialog.test.tsx",
    asserts: "dialogs trap focus while open, close with Escape and return focus",
  },
  readability: {
    file: "a11y/readability/readability.test.ts",
    asserts: "Flesch-Kincaid (English) and Fernández-Huerta (Spanish) scoring",
  },
} satisfies Record<string, TestEvidence>;

const LISTED: readonly Criterion[] = [
  // ---- Principle 1: Perceivable ----
  {
    id: "1.1.1",
    name: "Non-text Content",
    nameEs: "Contenido no textual",
    level: "A",
    checks: ["forced-colours"],
    manual: SR,
  },
  {
    id: "1.2.1",
    name: "Audio-only and Video-only (Prerecorded)",
    nameEs: "Solo audio y solo vídeo (grabado)",
    level: "A",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.2.2",
    name: "Captions (Prerecorded)",
    nameEs: "Subtítulos (grabados)",
    level: "A",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.2.3",
    name: "Audio Description or Media Alternative (Prerecorded)",
    nameEs: "Audiodescripción o medio alternativo (grabado)",
    level: "A",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.2.4",
    name: "Captions (Live)",
    nameEs: "Subtítulos (en directo)",
    level: "AA",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.2.5",
    name: "Audio Description (Prerecorded)",
    nameEs: "Audiodescripción (grabada)",
    level: "AA",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.3.1",
    name: "Info and Relationships",
    nameEs: "Información y relaciones",
    level: "A",
    checks: ["forms", "structure", "generated-text"],
    tests: [T.statesTable, T.textField],
    manual: [ORCA, ...SR],
  },
  {
    id: "1.3.2",
    name: "Meaningful Sequence",
    nameEs: "Secuencia significativa",
    level: "A",
    checks: ["reflow", "focus-order"],
    manual: [ORCA, ...SR, ZOOM],
  },
  { id: "1.3.3", name: "Sensory Characteristics", nameEs: "Características sensoriales", level: "A", manual: [REVIEW] },
  { id: "1.3.4", name: "Orientation", nameEs: "Orientación", level: "AA" },
  {
    id: "1.3.5",
    name: "Identify Input Purpose",
    nameEs: "Identificar el propósito de la entrada",
    level: "AA",
    checks: ["forms"],
    tests: [T.textField],
    manual: [REVIEW],
  },
  { id: "1.4.1", name: "Use of Color", nameEs: "Uso del color", level: "A", manual: [REVIEW] },
  {
    id: "1.4.2",
    name: "Audio Control",
    nameEs: "Control del audio",
    level: "A",
    inventory: ["no-time-based-media"],
    notApplicableIf: "no-time-based-media",
  },
  {
    id: "1.4.3",
    name: "Contrast (Minimum)",
    nameEs: "Contraste (mínimo)",
    level: "AA",
    checks: ["theme-applied"],
    tests: [T.contrastTokens],
  },
  {
    id: "1.4.4",
    name: "Resize Text",
    nameEs: "Cambio de tamaño del texto",
    level: "AA",
    checks: ["theme-applied", "reflow"],
    tests: [T.shellDisplay],
    manual: [ZOOM],
  },
  { id: "1.4.5", name: "Images of Text", nameEs: "Imágenes de texto", level: "AA", manual: [REVIEW] },
  {
    id: "1.4.10",
    name: "Reflow",
    nameEs: "Reajuste del contenido",
    level: "AA",
    checks: ["reflow", "reflow-320x256"],
    tests: [T.shellReflow],
    manual: [ZOOM],
  },
  {
    id: "1.4.11",
    name: "Non-text Contrast",
    nameEs: "Contraste no textual",
    level: "AA",
    checks: ["forced-colours"],
    tests: [T.contrastTokens],
  },
  {
    id: "1.4.12",
    name: "Text Spacing",
    nameEs: "Espaciado del texto",
    level: "AA",
    checks: ["text-spacing", "typography"],
  },
  {
    id: "1.4.13",
    name: "Content on Hover or Focus",
    nameEs: "Contenido con hover o foco",
    level: "AA",
    tests: [T.shellDirectory],
    manual: [REVIEW],
  },
  // ---- Principle 2: Operable ----
  {
    id: "2.1.1",
    name: "Keyboard",
    nameEs: "Teclado",
    level: "A",
    checks: ["focus-not-obscured", "keyboard-access"],
    tests: [T.contactKeyboard, T.toolsKeyboard],
    manual: [KEYBOARD],
  },
  {
    id: "2.1.2",
    name: "No Keyboard Trap",
    nameEs: "Sin trampas para el foco del teclado",
    level: "A",
    checks: ["escape-closes", "focus-not-obscured", "dialog-keyboard"],
    tests: [T.dialog],
    manual: [KEYBOARD],
  },
  {
    id: "2.1.4",
    name: "Character Key Shortcuts",
    nameEs: "Atajos de teclado de un solo carácter",
    level: "A",
    manual: [REVIEW],
  },
  {
    id: "2.2.1",
    name: "Timing Adjustable",
    nameEs: "Tiempo ajustable",
    level: "A",
    inventory: ["no-auto-refresh"],
    manual: [REVIEW],
  },
  {
    id: "2.2.2",
    name: "Pause, Stop, Hide",
    nameEs: "Pausar, detener, ocultar",
    level: "A",
    inventory: ["no-time-based-media"],
    manual: [REVIEW],
  },
  {
    id: "2.3.1",
    name: "Three Flashes or Below Threshold",
    nameEs: "Umbral de tres destellos o menos",
    level: "A",
    inventory: ["no-time-based-media"],
    manual: [REVIEW],
  },
  {
    id: "2.4.1",
    name: "Bypass Blocks",
    nameEs: "Evitar bloques",
    level: "A",
    tests: [T.shellSkip],
    manual: [KEYBOARD],
  },
  { id: "2.4.2", name: "Page Titled", nameEs: "Titulado de páginas", level: "A", tests: [T.prerender] },
  {
    id: "2.4.3",
    name: "Focus Order",
    nameEs: "Orden del foco",
    level: "A",
    checks: ["escape-closes", "keyboard-access", "dialog-keyboard", "focus-order"],
    tests: [T.contactKeyboard, T.dialog],
    manual: [KEYBOARD],
  },
  {
    id: "2.4.4",
    name: "Link Purpose (In Context)",
    nameEs: "Propósito de los enlaces (en contexto)",
    level: "A",
    checks: ["link-purpose"],
    manual: SR,
  },
  { id: "2.4.5", name: "Multiple Ways", nameEs: "Múltiples vías", level: "AA", manual: [ORCA, REVIEW] },
  {
    id: "2.4.6",
    name: "Headings and Labels",
    nameEs: "Encabezados y etiquetas",
    level: "AA",
    tests: [T.prerender, T.textField],
    manual: [ORCA, ...SR],
  },
  {
    id: "2.4.7",
    name: "Focus Visible",
    nameEs: "Foco visible",
    level: "AA",
    checks: ["focus-not-obscured", "focus-visible", "forced-colours"],
    manual: [KEYBOARD],
  },
  {
    id: "2.4.11",
    name: "Focus Not Obscured (Minimum)",
    nameEs: "Foco no oculto (mínimo)",
    level: "AA",
    checks: ["focus-not-obscured"],
    manual: [KEYBOARD],
  },
  { id: "2.5.1", name: "Pointer Gestures", nameEs: "Gestos del puntero", level: "A", manual: [REVIEW] },
  { id: "2.5.2", name: "Pointer Cancellation", nameEs: "Cancelación del puntero", level: "A", manual: [REVIEW] },
  {
    id: "2.5.3",
    name: "Label in Name",
    nameEs: "Etiqueta en el nombre",
    level: "A",
    checks: ["link-purpose"],
    manual: [ORCA, ...SR],
  },
  { id: "2.5.4", name: "Motion Actuation", nameEs: "Activación mediante movimiento", level: "A", manual: [REVIEW] },
  { id: "2.5.7", name: "Dragging Movements", nameEs: "Movimientos de arrastre", level: "AA", manual: [REVIEW] },
  {
    id: "2.5.8",
    name: "Target Size (Minimum)",
    nameEs: "Tamaño del objetivo (mínimo)",
    level: "AA",
    checks: ["target-size"],
  },
  // ---- Principle 3: Understandable ----
  { id: "3.1.1", name: "Language of Page", nameEs: "Idioma de la página", level: "A", tests: [T.prerender] },
  {
    id: "3.1.2",
    name: "Language of Parts",
    nameEs: "Idioma de las partes",
    level: "AA",
    checks: ["language-of-parts"],
    manual: SR,
  },
  {
    id: "3.2.1",
    name: "On Focus",
    nameEs: "Al recibir el foco",
    level: "A",
    checks: ["focus-not-obscured"],
    manual: [KEYBOARD],
  },
  {
    id: "3.2.2",
    name: "On Input",
    nameEs: "Al recibir entradas",
    level: "A",
    tests: [T.toolsKeyboard],
    manual: [REVIEW],
  },
  {
    id: "3.2.3",
    name: "Consistent Navigation",
    nameEs: "Navegación coherente",
    level: "AA",
    checks: ["escape-closes"],
    manual: [REVIEW],
  },
  {
    id: "3.2.4",
    name: "Consistent Identification",
    nameEs: "Identificación coherente",
    level: "AA",
    manual: [ORCA, REVIEW],
  },
  { id: "3.2.6", name: "Consistent Help", nameEs: "Ayuda coherente", level: "A", manual: [REVIEW] },
  {
    id: "3.3.1",
    name: "Error Identification",
    nameEs: "Identificación de errores",
    level: "A",
    tests: [T.contactKeyboard, T.errorSummary],
    manual: [ORCA, ...SR],
  },
  {
    id: "3.3.2",
    name: "Labels or Instructions",
    nameEs: "Etiquetas o instrucciones",
    level: "A",
    checks: ["forms"],
    tests: [T.textField],
    manual: [ORCA, ...SR],
  },
  {
    id: "3.3.3",
    name: "Error Suggestion",
    nameEs: "Sugerencias ante errores",
    level: "AA",
    tests: [T.contactKeyboard, T.toolsKeyboard],
  },
  {
    id: "3.3.4",
    name: "Error Prevention (Legal, Financial, Data)",
    nameEs: "Prevención de errores (legales, financieros, datos)",
    level: "AA",
    manual: [REVIEW],
  },
  {
    id: "3.3.7",
    name: "Redundant Entry",
    nameEs: "Entrada redundante",
    level: "A",
    tests: [T.contactKeyboard],
    manual: [REVIEW],
  },
  {
    id: "3.3.8",
    name: "Accessible Authentication (Minimum)",
    nameEs: "Autenticación accesible (mínima)",
    level: "AA",
    manual: [REVIEW],
  },
  // ---- Principle 4: Robust ----
  {
    id: "4.1.1",
    name: "Parsing",
    nameEs: "Procesamiento",
    level: "A",
    obsolete:
      "Obsolete and removed in WCAG 2.2: the W3C notes it is always satisfied for content written in HTML or XML, so it is not evaluated.",
  },
  {
    id: "4.1.2",
    name: "Name, Role, Value",
    nameEs: "Nombre, función, valor",
    level: "A",
    checks: ["escape-closes", "keyboard-access", "link-purpose"],
    tests: [T.dialog, T.textField],
    manual: [ORCA, ...SR],
  },
  {
    id: "4.1.3",
    name: "Status Messages",
    nameEs: "Mensajes de estado",
    level: "AA",
    tests: [T.liveRegion, T.statesTable],
    manual: [ORCA, ...SR],
  },
  // ---- Adopted level AAA criteria ----
  {
    id: "1.4.6",
    name: "Contrast (Enhanced)",
    nameEs: "Contraste (mejorado)",
    level: "AAA",
    checks: ["theme-applied"],
    tests: [T.contrastTokens],
  },
  {
    id: "2.2.3",
    name: "No Timing",
    nameEs: "Sin tiempo",
    level: "AAA",
    inventory: ["no-auto-refresh"],
    manual: [REVIEW],
  },
  {
    id: "2.5.5",
    name: "Target Size (Enhanced)",
    nameEs: "Tamaño del objetivo (mejorado)",
    level: "AAA",
    checks: ["target-size"],
  },
  {
    id: "3.1.5",
    name: "Reading Level",
    nameEs: "Nivel de lectura",
    level: "AAA",
    inventory: ["readability-scored"],
    tests: [T.readability],
  },
];

/**
 * Issue 26's checks ("the gate, round two"), by the criteria their registry entries declare
 * (a11y/lib/checks/round-two.ts): each criterion they evidence lists them beside its own checks.
 */
export const ROUND_TWO_EVIDENCE: Readonly<Record<string, readonly CustomCheck[]>> = {
  "1.1.1": ["images-media"],
  "1.2.1": ["images-media", "link-destination"],
  "1.2.2": ["images-media"],
  "1.2.3": ["images-media"],
  "1.3.1": ["structure-semantics", "form-labelling", "link-destination"],
  "1.3.2": ["structure-semantics", "language-identified"],
  "1.4.1": ["link-destination", "form-errors"],
  "1.4.13": ["keyboard-behaviour"],
  "2.1.1": ["keyboard-behaviour", "popup-keyboard", "link-destination"],
  "2.1.2": ["keyboard-behaviour", "popup-keyboard"],
  "2.1.4": ["keyboard-behaviour"],
  "2.2.1": ["keyboard-behaviour"],
  "2.2.2": ["keyboard-behaviour", "images-media"],
  "2.4.2": ["page-title"],
  "2.4.3": ["popup-keyboard"],
  "2.4.4": ["link-destination"],
  "2.4.6": ["form-labelling"],
  "2.4.7": ["focus-outline"],
  "3.1.1": ["language-identified"],
  "3.1.2": ["language-identified"],
  "3.3.1": ["form-errors"],
  "3.3.2": ["form-labelling"],
  "3.3.3": ["form-errors"],
  "4.1.2": ["images-media", "page-title"],
};

export const CRITERIA: readonly Criterion[] = LISTED.map((c) =>
  ROUND_TWO_EVIDENCE[c.id] ? { ...c, checks: [...(c.checks ?? []), ...ROUND_TWO_EVIDENCE[c.id]!] } : c,
);

/** "wcag1412" (axe-core's tag) -> "1.4.12"; undefined for other tags. */
export function criterionFromAxeTag(tag: string): string | undefined {
  const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : undefined;
}

/** An HTML_CodeSniffer code from pa11y ("WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail") -> "1.4.3". */
export function criterionFromHtmlcsCode(code: string): string | undefined {
  const m = /Guideline\d_\d+\.(\d)_(\d+)_(\d+)/.exec(code);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : undefined;
}

export function criterionById(id: string): Criterion | undefined {
  return CRITERIA.find((c) => c.id === id);
}
