/**
 * The accessibility statement's known issues, generated from the ACR results
 * (content/pages/a11y-status.json, committed; content/pages/known-issues.ts reads
 * it). One plain-language entry per criterion the evidence shows is not fully
 * met, one for the missing screen-reader records, one when the test run did
 * not cover every page: in English and Spanish.
 */
import type { CriterionResult } from "./evaluate.ts";
import type { ManualRecord } from "../manual/schema.ts";

export interface StatementIssue {
  id: string;
  criterion?: string;
  en: string;
  es: string;
}

export interface A11yStatus {
  generatedAt: string;
  commit: string;
  coverage: { cells: number; expected: number };
  conformance: Record<string, string>;
  issues: StatementIssue[];
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function statementIssues(
  results: readonly CriterionResult[],
  manual: readonly ManualRecord[],
  coverage: { cells: number; expected: number },
): StatementIssue[] {
  const issues: StatementIssue[] = [];
  for (const r of results) {
    // A "Partially Supports" without failures is a gap in the evidence, not a known problem: said once, below.
    if (r.basis !== "failures") continue;
    const failing = r.evidence.filter((e) => e.outcome === "fail" || e.outcome === "partial");
    const automated = failing.filter((e) => e.kind === "axe" || e.kind === "check" || e.kind === "pa11y");
    const views = Math.max(0, ...automated.map((e) => e.failed ?? 0));
    const ran = Math.max(0, ...automated.map((e) => e.ran ?? 0));
    const manualFindings = failing
      .filter((e) => e.kind === "manual")
      .flatMap(
        (e) => manual.find((m) => m.id === e.ref)?.findings.filter((f) => !f.criterion || f.criterion === r.id) ?? [],
      );
    const fact = failing.find((e) => e.kind === "inventory");
    const en: string[] = [];
    const es: string[] = [];
    if (automated.length) {
      en.push(
        `our automated checks found problems in ${views} of the ${ran} page ${plural(ran, "view", "views")} tested (a page view is one page, in one language, at one screen width and display setting)`,
      );
      es.push(
        `nuestras pruebas automáticas encontraron problemas en ${views} de las ${ran} ${plural(ran, "vista", "vistas")} de página probadas (una vista es una página, en un idioma, con un ancho de pantalla y una configuración de pantalla)`,
      );
    }
    if (fact && r.id === "3.1.5") {
      en.push("some pages are harder to read than we aim for (above a US grade 8 reading level)");
      es.push(
        "algunas páginas son más difíciles de leer de lo que queremos (por encima de un nivel de lectura de 8.º grado)",
      );
    } else if (fact) {
      en.push(fact.detail);
      es.push("una revisión automática del sitio encontró un problema");
    }
    for (const f of manualFindings) {
      en.push(
        f.statement ? `a manual check found that ${lowerFirst(f.statement.en)}` : "a manual check found a problem",
      );
      es.push(
        f.statement
          ? `una revisión manual encontró que ${lowerFirst(f.statement.es)}`
          : "una revisión manual encontró un problema",
      );
    }
    issues.push({
      id: `wcag-${r.id.replace(/\./g, "-")}`,
      criterion: r.id,
      en: `${r.name} (WCAG ${r.id}): ${en.join("; ")}. We are working on a fix.`,
      es: `${r.nameEs} (WCAG ${r.id}): ${es.join("; ")}. Estamos trabajando para corregirlo.`,
    });
  }
  const screenReader = manual.filter((m) => m.id.startsWith("screen-reader"));
  const heard = screenReader.filter((m) => m.result !== "not-run");
  const planned = screenReader.filter((m) => m.result === "not-run");
  if (heard.length === 0) {
    issues.push({
      id: "screen-reader-records",
      en: "We have not yet tested the site with screen readers, so problems for screen reader users may not be listed here yet. The tests are planned.",
      es: "Todavía no hemos probado el sitio con lectores de pantalla, así que es posible que aquí no aparezcan algunos problemas para quienes los usan. Las pruebas están planeadas.",
    });
  } else if (planned.length) {
    // Say which screen readers were used and which are still to come: the Orca records (the gate's
    // transcripts) are evidence, but not for what NVDA, JAWS or VoiceOver users hear.
    issues.push({
      id: "screen-reader-records",
      en: `We have tested the site with ${spokenList(technologyNames(heard), "and")}, but not yet with ${spokenList(technologyNames(planned), "or")}, so problems for their users may not be listed here yet. Those tests are planned.`,
      es: `Hemos probado el sitio con ${spokenList(technologyNames(heard), "y")}, pero todavía no con ${spokenList(technologyNames(planned), "ni")}, así que es posible que aquí no aparezcan algunos problemas para quienes los usan. Esas pruebas están planeadas.`,
    });
  }
  const partlyEvidenced = results.filter(
    (r) => r.basis === "automated-only" || r.basis === "manual-only" || r.basis === "no-transcript",
  );
  if (partlyEvidenced.length) {
    const ids = partlyEvidenced.map((r) => r.id).join(", ");
    issues.push({
      id: "criteria-partly-evidenced",
      en: `For ${partlyEvidenced.length} WCAG success criteria (${ids}) our tests found no problem, but they do not cover the criterion fully yet: automated checks without a manual test or screen-reader transcript, or the other way round. Our conformance report lists them as “Partially supports” and says what is missing for each.`,
      es: `En ${partlyEvidenced.length} criterios de conformidad de WCAG (${ids}) nuestras pruebas no encontraron ningún problema, pero todavía no cubren el criterio por completo: pruebas automáticas sin una prueba manual ni una transcripción del lector de pantalla, o al revés. En nuestro informe de conformidad aparecen como «Cumple en parte», con lo que falta en cada uno.`,
    });
  }
  const notEvaluated = results.filter((r) => r.conformance === "Not Evaluated");
  if (notEvaluated.length) {
    issues.push({
      id: "criteria-not-evaluated",
      en: `We have not yet checked ${notEvaluated.length} of the ${results.filter((r) => r.basis !== "obsolete").length} WCAG success criteria in our conformance report (${notEvaluated.map((r) => r.id).join(", ")}), so we make no claim about them yet.`,
      es: `Todavía no hemos revisado ${notEvaluated.length} de los ${results.filter((r) => r.basis !== "obsolete").length} criterios de conformidad de WCAG de nuestro informe de conformidad (${notEvaluated.map((r) => r.id).join(", ")}), así que todavía no afirmamos nada sobre ellos.`,
    });
  }
  if (coverage.cells < coverage.expected) {
    issues.push({
      id: "test-coverage",
      en: `Our latest published test report covers ${coverage.cells} of ${coverage.expected} page views, so it does not describe every page yet.`,
      es: `Nuestro último informe de pruebas publicado cubre ${coverage.cells} de ${coverage.expected} vistas de página, así que todavía no describe todas las páginas.`,
    });
  }
  return issues;
}

/** The statement's status file (content/pages/a11y-status.json) for a run's results. */
export function a11yStatus(
  results: readonly CriterionResult[],
  manual: readonly ManualRecord[],
  run: { generatedAt: string; commit: string; coverage: { cells: number; expected: number } },
): A11yStatus {
  return {
    generatedAt: run.generatedAt,
    commit: run.commit,
    coverage: { cells: run.coverage.cells, expected: run.coverage.expected },
    conformance: Object.fromEntries(results.map((r) => [r.id, r.conformance])),
    issues: statementIssues(results, manual, run.coverage),
  };
}

/** The assistive technologies the records name, each once. */
function technologyNames(records: readonly ManualRecord[]): string[] {
  return [...new Set(records.map((m) => m.assistiveTechnology.name))];
}

/** "A", "A and B", "A, B and C" with the language's word for "and" (or "or"). */
function spokenList(items: readonly string[], and: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}` : (items[0] ?? "");
}

function lowerFirst(s: string): string {
  const t = s.trim().replace(/\.$/, "");
  return t.charAt(0).toLowerCase() + t.slice(1);
}
