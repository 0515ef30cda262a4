/**
 * The accessibility test report and Accessibility Conformance Report (ACR) pages, in both languages, from
 * the same committed data: a11y/published/acr.json, written by `npm run report` (a11y/report/build-report.ts,
 * a11y/acr/evaluate.ts) together with the statement's known issues. Nothing here is typed by hand: each
 * row's conformance, remarks and evidence are rebuilt from the structured results (basis, evidence kind,
 * outcome and counts), so the English and Spanish pages say the same thing.
 *
 * Spanish wording: criterion names from the W3C Spanish translation (a11y/acr/criteria.ts nameEs);
 * the free-text parts of the evidence (test assertions, manual records) through evidence-es.ts, whose test
 * fails when the published data holds a phrase it does not translate.
 */
import published from "../../a11y/published/acr.json" with { type: "json" };
import type { Lang } from "../routes/paths.ts";
import { checkDocuments, type ScreenReaderJourney } from "../pages/inline.ts";
import { spanishEvidencePhrase } from "./evidence-es.ts";

export type ConformanceKey =
  "supports" | "partiallySupports" | "doesNotSupport" | "notApplicable" | "notApplicableObsolete" | "notEvaluated";

/** The levels the summary and the Terms list: the obsolete 4.1.1 is counted in neither. */
export type SummaryKey = Exclude<ConformanceKey, "notApplicableObsolete">;

export type Level = "A" | "AA" | "AAA";

/** A published document an evidence item links to, with its link text. */
export interface EvidenceLink {
  href: string;
  text: string;
  /** The document's language (the transcripts: the language Orca spoke; the results table: English). */
  hrefLang: Lang;
  /** A plain-text document (a transcript) rather than a page. */
  plainText?: true;
}

/** A sentence and, when it could not be given in the page's language, the language it is in. */
export interface Phrase {
  text: string;
  lang?: Lang;
  /**
   * Published documents that show it: a custom check's description and its results in the run (the results
   * table), the Orca transcripts of a criterion.
   */
  links?: EvidenceLink[];
}

export interface AcrRow {
  id: string;
  name: string;
  level: Level;
  conformance: ConformanceKey;
  remarks: Phrase[];
  evidence: Phrase[];
}

export interface ManualRecordRow {
  id: string;
  title: Phrase;
  date: string;
  testerRole: Phrase;
  assistiveTechnology: Phrase;
  result: "pass" | "fail" | "partial" | "not-run";
}

export interface AcrReport {
  generatedAt: string;
  commit: string;
  dirty: boolean;
  coverage: { cells: number; expected: number; missing: number };
  testsPassed: boolean | null;
  versions: { tool: string; version: string }[];
  manualRecords: ManualRecordRow[];
  facts: Phrase[];
  /** Criteria per conformance key, obsolete 4.1.1 left out (as in the English ACR's summary). */
  summary: { conformance: SummaryKey; count: number }[];
  rows: AcrRow[];
}

/** The shape of a11y/published/acr.json that the pages read (see a11y/acr/build-acr.ts). */
export interface PublishedAcr {
  generatedAt: string;
  commit: string;
  dirty: boolean;
  versions: Record<string, string>;
  coverage: { cells: number; expected: number; missing: number };
  testsPassed?: boolean;
  manualRecords: {
    id: string;
    title: string;
    date: string;
    testerRole: string;
    assistiveTechnology: string;
    result: string;
  }[];
  facts: Record<string, { holds: boolean; detail: string }>;
  criteria: {
    id: string;
    name: string;
    nameEs: string;
    level: string;
    conformance: string;
    basis: string;
    evidence: {
      kind: string;
      ref: string;
      outcome: string;
      detail: string;
      ran?: number;
      failed?: number;
      links?: string[];
    }[];
  }[];
}

export const CONFORMANCE_ORDER: readonly SummaryKey[] = [
  "supports",
  "partiallySupports",
  "doesNotSupport",
  "notApplicable",
  "notEvaluated",
];

/** Bases that show a criterion with one kind of evidence only (a11y/acr/evaluate.ts, rule 5). */
const PARTLY_EVIDENCED = new Set(["automated-only", "manual-only", "no-transcript"]);

export function conformanceKey(conformance: string, basis: string): ConformanceKey {
  if (basis === "obsolete") return "notApplicableObsolete";
  switch (conformance) {
    case "Supports":
      // A snapshot written before issue 26's rule said "Supports" on one kind of evidence alone; the rows
      // are read by today's rule (its remarks say what is missing) until the next run rewrites the snapshot.
      return PARTLY_EVIDENCED.has(basis) ? "partiallySupports" : "supports";
    case "Partially Supports":
      return "partiallySupports";
    case "Does Not Support":
      return "doesNotSupport";
    case "Not Applicable":
      return "notApplicable";
    case "Not Evaluated":
      return "notEvaluated";
    default:
      throw new Error(`acr.json: unknown conformance "${conformance}"`);
  }
}

/**
 * What a criterion with no failure but one kind of evidence only lacks (a11y/acr/evaluate.ts rule 5, which
 * writes the English remark from here): keyed by its basis, automated-only split by whether the
 * screen-reader records are planned for it.
 */
export const NOT_COVERED = {
  en: {
    "automated-only":
      "Not fully evidenced: automated checks and tests found no problem, but no manual test record shows this criterion yet, and automated checks cannot show full conformance.",
    "automated-only-screen-reader":
      "Not fully evidenced: automated checks and tests found no problem, but no manual test record or screen-reader transcript shows this criterion yet, and automated checks cannot show full conformance.",
    "manual-only":
      "Not fully evidenced: a manual test record shows it, but no automated check or test covers this criterion.",
    "no-transcript":
      "Not fully evidenced: automated checks and a manual test record show it, but no screen-reader transcript does yet.",
  },
  es: {
    "automated-only":
      "Pruebas incompletas: las pruebas automáticas no encontraron ningún problema, pero todavía no hay un registro de prueba manual que muestre este criterio, y las pruebas automáticas no pueden demostrar que se cumple del todo.",
    "automated-only-screen-reader":
      "Pruebas incompletas: las pruebas automáticas no encontraron ningún problema, pero todavía no hay un registro de prueba manual ni una transcripción del lector de pantalla que muestre este criterio, y las pruebas automáticas no pueden demostrar que se cumple del todo.",
    "manual-only":
      "Pruebas incompletas: un registro de prueba manual lo muestra, pero ninguna prueba automática cubre este criterio.",
    "no-transcript":
      "Pruebas incompletas: las pruebas automáticas y un registro de prueba manual lo muestran, pero todavía no lo muestra ninguna transcripción del lector de pantalla.",
  },
} as const;

const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US").format(n);

/** Generated sentences, one set per language; {{n}} values are numbers, {{ref}} a rule, check or file id. */
const WORDS = {
  en: {
    axe: (ref: string) => `axe rule ${ref}`,
    check: (ref: string) => `Custom Playwright check ${ref}`,
    // The tool and its runners as the run recorded them (a11y/acr/evaluate.ts), the same in both languages.
    pa11y: (ref: string) => ref,
    test: (ref: string) => `Test ${ref}`,
    inventory: (ref: string) => `Build fact ${ref}`,
    manual: () => "Manual test record",
    cellsPassed: (n: string) => `no problems in ${n} page views`,
    cellsFailed: (f: string, n: string) => `problems in ${f} of ${n} page views`,
    pa11yPassed: (n: string) => `no errors for this criterion in ${n} pa11y scans`,
    pa11yFailed: (f: string, n: string) => `errors for this criterion in ${f} of ${n} pa11y scans`,
    testPassed: "passed in the npm test run that produced this report",
    testFailed: "failed in the npm test run that produced this report",
    notRun: "planned, not run",
    outcome: { pass: "passed", fail: "failed", partial: "partly failed", "not-run": "planned, not run", info: "noted" },
    notCovered: NOT_COVERED.en,
    checkNotRun: "not run in the run this report describes",
    checkDescription: (ref: string) => `Description of the ${ref} check`,
    checkResults: (ref: string) => `Results of the ${ref} check in this run`,
    notEvaluated: "Not evaluated: no evidence.",
    notApplicable: (fact: string) => `Not applicable: ${fact}.`,
    obsolete:
      "Obsolete and removed in WCAG 2.2: the W3C notes it is always satisfied for content written in HTML or XML, so it is not evaluated.",
    screenReaderMissing: "Lacks manual screen-reader evidence: the screen-reader test records are planned, not run.",
    manualNotRun: (ids: string) => `Manual check planned, not run: ${ids}.`,
    coverageShort: (c: string, e: string) => `Automated results cover ${c} of ${e} page views.`,
    facts: {
      "no-time-based-media": (holds: boolean, pages: string) =>
        holds
          ? `No page has audio, video, object, embed or iframe elements (${pages} pages read).`
          : `Some pages have audio, video or embedded content (${pages} pages read).`,
      "no-auto-refresh": (holds: boolean, pages: string) =>
        holds
          ? `No page refreshes or redirects itself on a timer (${pages} pages read).`
          : `Some pages refresh or redirect themselves on a timer (${pages} pages read).`,
      "readability-scored": (holds: boolean, pages: string) =>
        holds
          ? `All ${pages} pages meet the reading-level target.`
          : `Some of the ${pages} pages are above the reading-level target.`,
    },
  },
  es: {
    axe: (ref: string) => `Regla de axe ${ref}`,
    check: (ref: string) => `Prueba propia de Playwright ${ref}`,
    // The tool and its runners as the run recorded them (a11y/acr/evaluate.ts), the same in both languages.
    pa11y: (ref: string) => ref,
    test: (ref: string) => `Prueba ${ref}`,
    inventory: (ref: string) => `Dato del sitio publicado ${ref}`,
    manual: () => "Registro de prueba manual",
    cellsPassed: (n: string) => `ningún problema en ${n} vistas de página`,
    cellsFailed: (f: string, n: string) => `problemas en ${f} de ${n} vistas de página`,
    pa11yPassed: (n: string) => `ningún error para este criterio en ${n} análisis de pa11y`,
    pa11yFailed: (f: string, n: string) => `errores para este criterio en ${f} de ${n} análisis de pa11y`,
    testPassed: "aprobada en la ejecución de npm test que produjo este informe",
    testFailed: "no aprobada en la ejecución de npm test que produjo este informe",
    notRun: "planeada, todavía no realizada",
    outcome: {
      pass: "aprobada",
      fail: "no aprobada",
      partial: "aprobada en parte",
      "not-run": "planeada, todavía no realizada",
      info: "anotada",
    },
    notCovered: NOT_COVERED.es,
    checkNotRun: "no se ejecutó en la ejecución que describe este informe",
    checkDescription: (ref: string) => `Descripción de la prueba ${ref}`,
    checkResults: (ref: string) => `Resultados de la prueba ${ref} en esta ejecución`,
    notEvaluated: "Sin evaluar: no hay pruebas que lo respalden.",
    notApplicable: (fact: string) =>
      `No se aplica: ${fact.charAt(0).toLowerCase()}${fact.slice(1).replace(/\.$/, "")}.`,
    obsolete:
      "Obsoleto y eliminado en WCAG 2.2: el W3C indica que siempre se cumple en contenido escrito en HTML o XML, así que no se evalúa.",
    screenReaderMissing:
      "Faltan pruebas manuales con lector de pantalla: los registros de esas pruebas están planeados, todavía no se han hecho.",
    manualNotRun: (ids: string) => `Revisión manual planeada, todavía no realizada: ${ids}.`,
    coverageShort: (c: string, e: string) => `Los resultados automáticos cubren ${c} de ${e} vistas de página.`,
    facts: {
      "no-time-based-media": (holds: boolean, pages: string) =>
        holds
          ? `Ninguna página tiene elementos de audio, vídeo, object, embed ni iframe (se leyeron ${pages} páginas).`
          : `Algunas páginas tienen audio, vídeo o contenido incrustado (se leyeron ${pages} páginas).`,
      "no-auto-refresh": (holds: boolean, pages: string) =>
        holds
          ? `Ninguna página se actualiza ni se redirige sola con un temporizador (se leyeron ${pages} páginas).`
          : `Algunas páginas se actualizan o se redirigen solas con un temporizador (se leyeron ${pages} páginas).`,
      "readability-scored": (holds: boolean, pages: string) =>
        holds
          ? `Las ${pages} páginas cumplen el objetivo de nivel de lectura.`
          : `Algunas de las ${pages} páginas están por encima del objetivo de nivel de lectura.`,
    },
  },
} as const;

type Evidence = PublishedAcr["criteria"][number]["evidence"][number];
type FactId = keyof (typeof WORDS)["en"]["facts"];

/** The page count a fact was read from ("92 of 92 prerendered pages read", "all 92 pages ..."). */
function factPages(detail: string): number | undefined {
  const match = /(\d+) of \d+ prerendered pages|all (\d+) pages|of the (\d+) pages|\d+ of (\d+) pages are above/.exec(
    detail,
  );
  const n = match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4];
  return n === undefined ? undefined : Number(n);
}

/** The pages a failed fact names after its colon ("…: /es/email-preferences/confirmed"): paths read the same in both languages. */
function factPageList(detail: string): string {
  const list = /\): (\/[^\s].*)$/.exec(detail)?.[1];
  return list ? ` ${list}.` : "";
}

function factPhrase(id: string, fact: { holds: boolean; detail: string }, lang: Lang): Phrase {
  const words = WORDS[lang].facts[id as FactId];
  const pages = factPages(fact.detail);
  if (!words || pages === undefined) return { text: fact.detail, lang: "en" };
  const sentence = words(fact.holds, number(lang, pages));
  const list = fact.holds ? "" : factPageList(fact.detail);
  return { text: list ? `${sentence.replace(/\.$/, ":")}${list}` : sentence };
}

/** What each screen-reader journey is, for a transcript's link text (a11y/screen-reader/journeys.ts). */
const JOURNEY_NAMES: Record<Lang, Record<ScreenReaderJourney, string>> = {
  en: {
    home: "home page",
    quiz: "Find Your Medicare Path quiz",
    irmaa: "income-related premium calculator",
    table: "table of income brackets",
    faq: "FAQ",
    "not-found": "page not found",
  },
  es: {
    home: "página de inicio",
    quiz: "cuestionario Encuentre su camino en Medicare",
    irmaa: "calculadora del ajuste por ingresos",
    table: "tabla de tramos de ingresos",
    faq: "preguntas frecuentes",
    "not-found": "página no encontrada",
  },
};
const TRANSCRIPT_WORDS: Record<Lang, (journey: string, inSpanish: boolean) => string> = {
  // Words a reader (and the language-of-parts check) knows as the page's language: the name describes a
  // transcript in the other language, it is not written in it. No abbreviation: a link's words come before
  // the page's first expansion of it.
  en: (journey, inSpanish) => `Orca transcript of the ${journey}, in ${inSpanish ? "Spanish" : "English"}`,
  es: (journey, inSpanish) => `Transcripción de Orca: ${journey}, en ${inSpanish ? "español" : "inglés"}`,
};

/** "Orca transcript of the FAQ, in Spanish" for /accessibility-report/transcripts/es/faq.txt. */
export function transcriptLinkText(href: string, lang: Lang): string {
  const match = /\/transcripts\/(en|es)\/([a-z-]+)\.txt$/.exec(href);
  const journey = (match?.[2] ?? "") as ScreenReaderJourney;
  return TRANSCRIPT_WORDS[lang](JOURNEY_NAMES[lang][journey] ?? journey, match?.[1] === "es");
}

/** A free-text phrase of the evidence (test assertion, manual record), in Spanish when known. */
function freeText(text: string, lang: Lang): Phrase {
  if (lang === "en") return { text };
  const es = spanishEvidencePhrase(text);
  return es === undefined ? { text, lang: "en" } : { text: es };
}

function evidencePhrase(e: Evidence, data: PublishedAcr, lang: Lang): Phrase {
  const w = WORDS[lang];
  const n = (v: number | undefined) => number(lang, v ?? 0);
  switch (e.kind) {
    case "axe":
    case "check": {
      const result = !e.ran ? w.checkNotRun : e.failed ? w.cellsFailed(n(e.failed), n(e.ran)) : w.cellsPassed(n(e.ran));
      if (e.kind === "axe") return { text: `${w.axe(e.ref)}: ${result}` };
      // Each custom check links to what it checks and to what this run found (the results table, English).
      const docs = checkDocuments(e.ref);
      const links: EvidenceLink[] = [
        { href: docs.description, text: w.checkDescription(e.ref), hrefLang: "en" },
        { href: docs.results, text: w.checkResults(e.ref), hrefLang: "en" },
      ];
      return { text: `${w.check(e.ref)}: ${result}`, links };
    }
    case "pa11y":
      return {
        text: `${w.pa11y(e.ref)}: ${e.failed ? w.pa11yFailed(n(e.failed), n(e.ran)) : w.pa11yPassed(n(e.ran))}`,
      };
    case "test": {
      const asserts = e.detail.replace(/ \((passed|failed) in this npm test run\)$/, "");
      const what = freeText(asserts, lang);
      const outcome = e.outcome === "pass" ? w.testPassed : e.outcome === "fail" ? w.testFailed : w.notRun;
      return { text: `${w.test(e.ref)}: ${what.text} (${outcome})`, lang: what.lang };
    }
    case "inventory": {
      const fact = data.facts[e.ref];
      return fact ? { text: `${w.inventory(e.ref)}: ${factPhrase(e.ref, fact, lang).text}` } : { text: e.detail };
    }
    case "manual": {
      const record = data.manualRecords.find((m) => m.id === e.ref);
      const title = record ? freeText(record.title, lang) : { text: e.ref };
      const outcome = w.outcome[e.outcome as keyof typeof w.outcome] ?? e.outcome;
      // The record is named by its title (its id carries an ISO date, which is not how a date is read).
      const links = e.links?.map((href): EvidenceLink => ({
        href,
        text: transcriptLinkText(href, lang),
        hrefLang: href.includes("/transcripts/es/") ? "es" : "en",
        plainText: true,
      }));
      return { text: `${w.manual()}: ${title.text} (${outcome})`, lang: title.lang, ...(links ? { links } : {}) };
    }
    default:
      throw new Error(`acr.json: unknown evidence kind "${e.kind}"`);
  }
}

/** How a11y/acr/evaluate.ts (label) names a piece of evidence in an English remark. */
const ENGLISH_LABEL: Record<string, ((ref: string) => string) | undefined> = {
  axe: (ref) => `axe rule ${ref}`,
  check: (ref) => `custom check ${ref}`,
  pa11y: (ref) => ref,
  test: (ref) => `test ${ref}`,
  inventory: (ref) => `build fact ${ref}`,
  manual: (ref) => `manual record ${ref}`,
};

function englishLabel(e: Evidence): string {
  const label = ENGLISH_LABEL[e.kind];
  if (!label) throw new Error(`acr.json: unknown evidence kind "${e.kind}"`);
  return label(e.ref);
}

/**
 * The remarks of one row, rebuilt from its structured result by the rules of a11y/acr/evaluate.ts
 * (evaluateCriterion): failures first, then not applicable, what a partly evidenced row lacks, not evaluated; then the planned
 * manual checks that did not run and a short coverage. The passing evidence is listed apart (evidence).
 */
function remarks(c: PublishedAcr["criteria"][number], data: PublishedAcr, lang: Lang): Phrase[] {
  const w = WORDS[lang];
  if (c.basis === "obsolete") return [{ text: w.obsolete }];
  const out: Phrase[] = [];
  if (c.basis === "failures")
    for (const e of c.evidence.filter((x) => x.outcome === "fail" || x.outcome === "partial"))
      // English keeps evaluate.ts's words for a failure (its label, then the evidence's own detail); Spanish
      // says it in Spanish (a failed build fact names its pages after the Spanish sentence).
      out.push(
        lang === "en" ? { text: `${englishLabel(e)}: ${e.detail.replace(/\.$/, "")}.` } : evidencePhrase(e, data, lang),
      );
  if (c.basis === "not-applicable") {
    const fact = c.evidence.find((e) => e.kind === "inventory");
    const facts = fact ? data.facts[fact.ref] : undefined;
    // English keeps the fact's own words, as evaluate.ts writes them; Spanish says the same fact in Spanish.
    const said = !facts || !fact ? "" : lang === "en" ? facts.detail : factPhrase(fact.ref, facts, lang).text;
    out.push({ text: w.notApplicable(said) });
  }
  if (c.basis === "automated-only")
    out.push({
      text: w.notCovered[screenReaderCriterion(c.evidence) ? "automated-only-screen-reader" : "automated-only"],
    });
  if (c.basis === "manual-only" || c.basis === "no-transcript") out.push({ text: w.notCovered[c.basis] });
  if (c.basis === "none") out.push({ text: w.notEvaluated });
  const notRun = c.evidence.filter((e) => e.kind === "manual" && e.outcome === "not-run");
  const applicable = c.conformance !== "Not Applicable";
  if (applicable && notRun.some((e) => e.ref.startsWith("screen-reader"))) out.push({ text: w.screenReaderMissing });
  // English names the records by id, as evaluate.ts does; Spanish by their titles in Spanish (an id is English).
  const others = notRun
    .filter((e) => !e.ref.startsWith("screen-reader"))
    .map((e) => {
      const record = data.manualRecords.find((m) => m.id === e.ref);
      return lang === "en" || !record
        ? e.ref
        : freeText(record.title, lang).text.replace(/ \(planead[ao], todavía no realizad[ao]\)$/, "");
    });
  if (applicable && others.length) out.push({ text: w.manualNotRun(others.join(lang === "en" ? ", " : "; ")) });
  const automated = c.evidence.some((e) => (e.kind === "axe" || e.kind === "check") && e.outcome !== "not-run");
  if (automated && data.coverage.cells < data.coverage.expected)
    out.push({ text: w.coverageShort(number(lang, data.coverage.cells), number(lang, data.coverage.expected)) });
  return out;
}

/**
 * A criterion the screen-reader records are planned for: its mapping names them, so its evidence lists them
 * (a11y/acr/evaluate.ts decides by it too).
 */
export function screenReaderCriterion(evidence: readonly { kind: string; ref: string }[]): boolean {
  return evidence.some((e) => e.kind === "manual" && e.ref.startsWith("screen-reader"));
}

/** The report and ACR in one language, from the published data (or another, in tests). */
export function acrReport(lang: Lang, data: PublishedAcr = published as PublishedAcr): AcrReport {
  const rows: AcrRow[] = data.criteria.map((c) => ({
    id: c.id,
    name: lang === "es" ? c.nameEs : c.name,
    level: c.level as Level,
    conformance: conformanceKey(c.conformance, c.basis),
    remarks: remarks(c, data, lang),
    evidence: c.evidence.map((e) => evidencePhrase(e, data, lang)),
  }));
  return {
    generatedAt: data.generatedAt,
    commit: data.commit,
    dirty: data.dirty,
    coverage: data.coverage,
    testsPassed: data.testsPassed ?? null,
    versions: Object.entries(data.versions).map(([tool, version]) => ({ tool, version })),
    manualRecords: data.manualRecords.map((m) => ({
      id: m.id,
      title: freeText(m.title, lang),
      date: m.date,
      testerRole: freeText(m.testerRole, lang),
      assistiveTechnology: freeText(m.assistiveTechnology, lang),
      result: m.result as ManualRecordRow["result"],
    })),
    facts: Object.entries(data.facts).map(([id, fact]) => factPhrase(id, fact, lang)),
    summary: CONFORMANCE_ORDER.map((conformance) => ({
      conformance,
      count: rows.filter((r) => r.conformance === conformance).length,
    })),
    rows,
  };
}
