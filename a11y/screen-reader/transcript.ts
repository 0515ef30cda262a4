/**
 * Transcripts: what Orca said, one journey per file, stable across runs.
 * speech-dispatcher's text log holds "<language>\t<text>" lines; a transcript
 * keeps the language tag (Spanish sessions must be heard as es-us), collapses
 * whitespace and drops the words whose presence depends only on timing
 * ("Loading. Please wait."), so a difference means a change in what users hear.
 */

/**
 * "visited" after a link is the browser's history, not the page: the header's link to the page being
 * heard was "visited" or not depending on when Chromium wrote the page into the session's history.
 */
const VISITED = /\b(link|enlace) (visited|visitado)\b/g;
/** Orca 43's English role name for a visited link puts the state first ("Home visited link."). */
const VISITED_ROLE = /\bvisited (link)\b/g;

/** Utterances that depend on how fast the page loaded, not on the page. */
const TIMING_ONLY = [
  /^loading\.?$/i,
  /^please wait\.?$/i,
  /^cargando\.?$/i,
  /^por favor,? espere\.?$/i,
  // The blank tab before the page arrives, heard or not depending on load speed.
  /^(document|documento) web\.?$/i,
  // Orca reports a progress bar's value on a timer (progressBarUpdateInterval), so whether it is heard is timing.
  /^\d+ (percent|por ?ciento)\.?$/i,
  // A selection dropped by typing, heard or not depending on when Orca sees the caret move.
  /^(text unselected|texto no seleccionado|texto deseleccionado)\.?$/i,
];

export function normaliseUtterance(line: string): string | undefined {
  const [lang, ...rest] = line.split("\t");
  const text = countLinksOnce(rest.join(" ").replace(/\s+/g, " ").trim())
    .replace(VISITED, "$1")
    .replace(VISITED_ROLE, "$1");
  if (!text || TIMING_ONLY.some((re) => re.test(text))) return undefined;
  return `${(lang ?? "").trim()}: ${text}`;
}

export interface Step {
  /** What the visitor did, e.g. "press Tab" or "open /es/". */
  action: string;
  /** Raw speech-log lines it caused. */
  speech: string[];
  /** Written instead of the speech when it is deliberately not compared. */
  note?: string;
  /** How long the action took, with the wait for speech to settle (for the timing report, never compared). */
  ms?: number;
}

/** The transcript text of one journey: a heading, then each action and what was heard. */
export function formatTranscript(title: string, steps: Step[]): string {
  const out = [`# ${title}`, ""];
  for (const step of steps) {
    out.push(`> ${step.action}`);
    const heard = step.speech.map(normaliseUtterance).filter((u): u is string => u !== undefined);
    out.push(...heard.map((u) => `  ${u}`));
    if (step.note) out.push(`  (${step.note})`);
    else if (!heard.length) out.push("  (silence)");
  }
  return `${out.join("\n")}\n`;
}

/** A readable line diff (expected "-", actual "+"), with two lines of context; empty when equal. */
export function diffLines(expected: string, actual: string): string {
  const a = expected.split("\n");
  const b = actual.split("\n");
  // Longest common subsequence: transcripts are short (a few hundred lines).
  const lcs = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => 0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: { kind: " " | "-" | "+"; line: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: " ", line: a[i++]! });
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!))
      ops.push({ kind: "+", line: b[j++]! });
    else ops.push({ kind: "-", line: a[i++]! });
  }
  if (ops.every((o) => o.kind === " ")) return "";
  const keep = ops.map((o, k) => ops.slice(Math.max(0, k - 2), k + 3).some((x) => x.kind !== " "));
  const lines: string[] = [];
  ops.forEach((o, k) => {
    if (keep[k]) lines.push(`${o.kind} ${o.line}`);
    else if (keep[k - 1]) lines.push("  ...");
  });
  return lines.join("\n");
}

/** The page summary's visited/unvisited split depends on when Chromium wrote its history: keep the total only. */
function countLinksOnce(text: string): string {
  return text
    .replace(/(\d+) visited links?, (\d+) unvisited links?/, (_, a, b) => `${Number(a) + Number(b)} links`)
    .replace(/(\d+) unvisited links?/, "$1 links")
    .replace(/(\d+) enlaces? visitados?, (\d+) enlaces? no visitados?/, (_, a, b) => `${Number(a) + Number(b)} enlaces`)
    .replace(/(\d+) enlaces? no visitados?/, "$1 enlaces");
}
