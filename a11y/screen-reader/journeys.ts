/**
 * The scripted journeys of the screen-reader gate, each run in English (Orca in
 * en_US) and in Spanish (Orca in es_US): what a blind visitor does with real
 * keys, and what Orca says back. Controls are reached by Orca's own keys (H for
 * headings, B for buttons, Tab), never by scripted focus, so a change in the
 * page's order or names shows up in the transcript.
 */
import { performance } from "node:perf_hooks";
import type { PressOptions, ScreenReaderSession } from "./session.ts";
import type { Step } from "./transcript.ts";

export type JourneyLang = "en" | "es";

/** Words a journey listens for, per language. */
const WORDS = {
  en: {
    next: "Next push button",
    continue: "Continue to Contact Info",
    display: "Text size and contrast",
    directory: "All topics",
    menu: "Menu",
    radio: "radio button",
    email: "E-mail address",
    consent: "check box",
    send: "Send My Guide",
    calculate: "Calculate My IRMAA",
    faqFirst: "When should I sign up for Medicare?",
  },
  es: {
    next: "Siguiente botón",
    continue: "Continuar",
    display: "Tamaño del texto y contraste",
    directory: "Todos los temas",
    menu: "Menú",
    radio: "botón de radio",
    email: "Correo electrónico",
    consent: "casilla de verificación",
    send: "Enviar mi guía",
    calculate: "Calcular mi IRMAA",
    faqFirst: "¿Cuándo debo inscribirme en Medicare?",
  },
} as const;

/**
 * What Orca says on load, without its timing-dependent parts. "Browse mode" and "<title> document web"
 * are said or not depending on whether the document had focus when loading finished (the title is heard
 * anyway in "Finished loading <title>").
 */
const SUMMARY = /\t(Page has|La página tiene) /;
const MODE = /\t(Browse mode|Modo navegación|Focus mode|Modo foco)$/;
const LOADED = /\t(Finished loading|Fin de la carga)\b/;
/** The saved-copy notice (locales/{en,es}/offline.json, notice.savedCopy*), up to its date. */
const SAVED_COPY = /(Saved copy from|Copia guardada del) [^;]+;/;

/**
 * The page summary is compared without its counts. Orca counts the page when it handles "load complete",
 * which is before or after hydration depending on the machine's load, and the page differs: without
 * JavaScript the header's directory and Menu are links to full pages and all six IRMAA tables show, each
 * with its heading and labelled scroll region (progressive enhancement); hydrated they are buttons and one
 * table per tab. Runs heard 79 or 80 links on the home page, and 21 or 26 landmarks, 17 or 19 headings and
 * 1 or 6 tables on the IRMAA brackets page. What kinds of things it counts stays compared; every count is
 * written "[n]" and every noun "(s)" (the structure is heard step by step instead).
 */
export function steadySummary(line: string): string {
  return line
    .replace(/(\d+ visited links?, )?\d+ unvisited links?|\d+ visited links?/, "[n] link(s)")
    .replace(/(\d+ enlaces? visitados?, )?\d+ enlaces? no visitados?|\d+ enlaces? visitados?/, "[n] enlace(s)")
    .replace(/\d+ (\p{L}+?)s?\b/gu, "[n] $1(s)");
}

function steadyOnLoad(lines: string[]): string[] {
  const kept = lines.filter(
    (line) => !MODE.test(line) && !/\t.* (document web|documento web)( selected| seleccionado)?\.?$/.test(line),
  );
  // "Finished loading" (the document's load event) and where Orca puts its caret (focus on the page) are
  // two events that race: Orca has said them in either order. Heard in the order a visitor hears on a calm
  // machine: loaded, the summary, then the caret.
  const loaded = kept.filter((l) => LOADED.test(l));
  const summary = kept.filter((l) => SUMMARY.test(l)).map(steadySummary);
  return [...loaded, ...summary, ...kept.filter((l) => !LOADED.test(l) && !SUMMARY.test(l))];
}

export interface Journey {
  id: string;
  title: string;
  run: (driver: JourneyDriver) => Promise<void>;
}

/** Records each action and what it made Orca say. */
export class JourneyDriver {
  readonly steps: Step[] = [];
  readonly words: (typeof WORDS)[JourneyLang];
  private readonly session: ScreenReaderSession;
  private readonly base: string;
  readonly lang: JourneyLang;

  constructor(session: ScreenReaderSession, base: string, lang: JourneyLang) {
    this.session = session;
    this.base = base;
    this.lang = lang;
    this.words = WORDS[lang];
  }

  private mark = performance.now();

  /** Keeps a step with the time it took since the previous one (the timing report shows where the run's time goes). */
  private record(step: Step): void {
    const now = performance.now();
    // The saved-copy notice names the day and time the copy was saved: compared without them.
    const speech = step.speech.map((l) => l.replace(SAVED_COPY, "$1 [date];"));
    this.steps.push({ ...step, speech, ms: Math.round(now - this.mark) });
    this.mark = now;
  }

  /** The path in this journey's language ("/" -> "/es"). */
  path(english: string): string {
    if (this.lang === "en") return english;
    return english === "/" ? "/es" : `/es${english}`;
  }

  async open(english: string, width = 1280): Promise<void> {
    await this.session.resize(width, 900);
    const path = this.path(english);
    const speech = await this.session.open(`${this.base}${path}`);
    // On load Orca says "Finished loading", its page summary, then the line at its caret (the top of the page).
    // On a loaded machine the summary, or the caret's line after it, came after a pause long enough to end
    // open() and spilled into the next key's speech: wait for both (a page always has a first line).
    if (!speech.some((l) => SUMMARY.test(l))) speech.push(...(await this.session.listen(10_000)));
    const afterSummary = speech.slice(speech.findIndex((l) => SUMMARY.test(l)) + 1);
    if (!afterSummary.some((l) => !MODE.test(l))) speech.push(...(await this.session.listen(10_000)));
    // Chromium's own chrome (tab, address bar) may speak before the page: keep from the document on.
    const first = speech.findIndex((l) => /document web|documento web/i.test(l));
    this.record({
      action: `open ${path}${width < 1280 ? ` at ${width} px` : ""}`,
      speech: steadyOnLoad(speech.slice(Math.max(0, first))),
    });
  }

  /**
   * The saved copy of a page, offline (issue 28): opens it online until the site's service worker keeps it, then
   * with the network off opens it again. The worker answers with its copy, and "Saved copy from <date>; you are
   * offline" is set in a status region after the header once the page is loaded: a polite announcement, heard
   * after the page summary or beside the caret's first line as Orca's queue drains, so the lines after the
   * summary are kept in any order. The day and time of saving are written "[date]" (record).
   */
  async openSavedCopyOffline(english: string): Promise<void> {
    const path = this.path(english);
    await this.open(english);
    await this.session.page.waitForFunction(
      async (wanted) =>
        navigator.serviceWorker.controller !== null && Boolean(await (await caches.open("mg-pages-v1")).match(wanted)),
      path,
      { timeout: 20_000, polling: 250 },
    );
    await this.session.setOffline(true);
    try {
      const speech = await this.session.open(`${this.base}${path}`);
      if (!speech.some((l) => SAVED_COPY.test(l))) speech.push(...(await this.session.listen(10_000)));
      const first = speech.findIndex((l) => /document web|documento web/i.test(l));
      const heard = steadyOnLoad(speech.slice(Math.max(0, first)));
      const fixed = heard.filter((l) => LOADED.test(l) || SUMMARY.test(l));
      this.record({
        action: `open ${path} offline (its saved copy; after the summary, heard in any order)`,
        speech: [...fixed, ...heard.filter((l) => !fixed.includes(l)).toSorted()],
      });
    } finally {
      await this.session.setOffline(false);
    }
  }

  async press(key: string, times = 1, options: PressOptions = {}): Promise<string[]> {
    let last: string[] = [];
    for (let i = 0; i < times; i++) {
      last = await this.session.press(key, options);
      this.record({ action: `press ${key}`, speech: last });
    }
    return last;
  }

  /**
   * Presses a key whose speech depends on timing, so only its presence is compared:
   * `unordered` sorts what was heard (a status and a toast racing each other),
   * `uncompared` keeps none of it (Orca's "select all" wording varies with focus timing),
   * `without-mode` drops Orca's "Focus mode"/"Browse mode" (said or not as B reached the FAQ's expanded
   * button, an expandable control Orca may switch to focus mode on),
   * `leaving-field` drops both the mode switch and the echo of a field's formatted value ("$150,000"): as Tab
   * leaves a field that formats its value on blur, Orca hears the new value or not, and switches to browse
   * mode with it or not, depending on whether the reformat reached it before focus moved (3 runs in 4 did).
   */
  async pressVarying(key: string, mode: "unordered" | "uncompared" | "without-mode" | "leaving-field"): Promise<void> {
    const speech = await this.session.press(key);
    if (mode === "leaving-field") {
      this.record({
        action: `press ${key} (mode switch and the field's formatted value not kept)`,
        speech: speech.filter((l) => !MODE.test(l) && !/\t\$[\d,.]+$/.test(l)),
      });
      return;
    }
    if (mode === "without-mode") {
      this.record({ action: `press ${key} (mode switches not kept)`, speech: speech.filter((l) => !MODE.test(l)) });
      return;
    }
    const note = "speech not compared: it depends on timing";
    this.record(
      mode === "unordered"
        ? { action: `press ${key} (heard in any order)`, speech: speech.toSorted() }
        : { action: `press ${key}`, speech: [], note },
    );
  }

  /** Presses `key` until Orca says something containing one of `heard` (at most `max` presses). */
  async pressUntil(key: string, heard: string | string[], max = 25): Promise<void> {
    const words = (Array.isArray(heard) ? heard : [heard]).map((w) => w.toLowerCase());
    for (let i = 0; i < max; i++) {
      const speech = await this.press(key);
      if (speech.some((l) => words.some((w) => l.toLowerCase().includes(w)))) return;
    }
    throw new Error(`pressed ${key} ${max} times without hearing "${words.join('" or "')}"`);
  }

  /**
   * Types text as real key events. `compared: false` keeps none of what was heard: a field that formats its
   * value as it changes ("$1,500", then "$150,000") is heard at whatever moments Orca's queue drains.
   */
  async type(text: string, { compared = true } = {}): Promise<void> {
    const speech = await this.session.type(text);
    this.record(
      compared
        ? { action: `type "${text}"`, speech }
        : { action: `type "${text}"`, speech: [], note: "speech not compared: it depends on timing" },
    );
  }
}

export const JOURNEYS: Journey[] = [
  {
    id: "home",
    title: "Home: page summary, headings, header, directory, text-size dialog, mobile menu",
    async run(d) {
      await d.open("/");
      await d.press("h", 4);
      // Back to the top of the page, then Tab through the header.
      await d.press("ctrl+Home");
      await d.pressUntil("Tab", d.words.directory);
      await d.press("Return");
      await d.press("Escape");
      await d.press("shift+Tab");
      await d.pressUntil("shift+Tab", d.words.display);
      await d.press("Return");
      await d.press("Escape");
      await d.open("/", 400);
      await d.pressUntil("b", d.words.menu);
      // Orca says "expanded" at once and reads the drawer when it opens with focus inside. Listening only once it
      // has focus makes its whole read-out comparable. The home page is a reading page (issue 29): its drawer is a
      // native modal <dialog> (Drawer.enhance.ts), which has the dialog role without the attribute.
      await d.press("Return", 1, {
        until: () => document.activeElement?.closest("dialog[open], [role=dialog]") != null,
      });
      // Focus lands on the drawer's heading (APG dialog pattern, long content), not on the dialog, so the links
      // are not read as one run: "dialog", the heading, then Tab to Close and Shift+Tab round to the last link,
      // each heard on its own (the page is hidden only after Orca has heard the heading: Drawer, DRAWER_SETTLE_MS).
      await d.press("Tab");
      await d.press("shift+Tab");
      // Escape closes it and focus goes back to the Menu button.
      await d.press("Escape", 1, {
        until: () =>
          document.querySelector("dialog[open], [role=dialog]") == null && document.activeElement?.tagName === "BUTTON",
      });
    },
  },
  {
    id: "quiz",
    title: "Quiz: Next with no answer, six answers, a bad e-mail, sent",
    async run(d) {
      await d.open("/find-your-path");
      await d.pressUntil("b", d.words.next);
      await d.press("Return");
      for (let question = 0; question < 6; question++) {
        await d.pressUntil("Tab", d.words.radio);
        await d.press("space");
        await d.pressUntil("Tab", [d.words.next, d.words.continue]);
        await d.press("Return");
      }
      await d.pressUntil("Tab", d.words.email);
      await d.type("not-an-email");
      await d.pressUntil("Tab", d.words.consent);
      await d.press("space");
      await d.pressUntil("Tab", d.words.send);
      await d.press("Return");
      // The summary has focus: Tab to its link, follow it to the field, fix the address and send.
      await d.press("Tab");
      await d.press("Return");
      await d.pressVarying("ctrl+a", "uncompared");
      await d.type("reader@example.org");
      await d.pressUntil("Tab", d.words.send);
      await d.pressVarying("Return", "unordered");
    },
  },
  {
    id: "irmaa",
    title:
      "IRMAA calculator: Calculate with nothing filled in, follow the first error, answer, type an income, the result",
    async run(d) {
      await d.open("/tools/irmaa-calculator");
      await d.pressUntil("b", d.words.calculate);
      // The error summary takes focus and is heard whole: both errors.
      await d.press("Return");
      // Tab to its first link and follow it to the filing status (label, required, error), then answer it.
      await d.press("Tab");
      await d.press("Return");
      await d.press("space");
      // Tab on to the income field (label, hint, required, error), type an income.
      await d.press("Tab");
      await d.type("150000", { compared: false });
      // Tab to Calculate; the field's formatted value ("$150,000") is heard or not as focus leaves it.
      await d.pressVarying("Tab", "leaving-field");
      // The result is announced once, politely, from its live region.
      await d.press("Return");
    },
  },
  {
    id: "table",
    title: "An article with a table: the IRMAA brackets, read by Orca's table navigation",
    async run(d) {
      await d.open("/irmaa-income-brackets");
      // T: the next table (its caption and size, then the first header); then Orca's table keys: down two
      // rows in the row headers, then right across two figure columns (their headers and the amounts).
      await d.press("t");
      await d.press("alt+shift+Down", 2);
      await d.press("alt+shift+Right", 2);
    },
  },
  {
    id: "faq",
    title: "FAQ accordion: open an answer, hear its state and its first words",
    async run(d) {
      await d.open("/faq");
      await d.pressUntil("b", d.words.faqFirst);
      await d.press("Return");
      await d.press("Down");
      // Back to the question (previous button) and close it again.
      await d.pressVarying("shift+b", "without-mode");
      await d.press("Return");
    },
  },
  {
    id: "not-found",
    title: "The 404 page",
    async run(d) {
      await d.open("/no-such-page");
      await d.press("h", 2);
    },
  },
  {
    id: "offline-notice",
    title: "Offline: a page read before opens from its saved copy, and the notice says so",
    async run(d) {
      // The announcement on arrival is what is checked: a visitor who missed it finds the notice right after the
      // header (reading it again by arrow keys took 20-odd Downs past the header's controls).
      await d.openSavedCopyOffline("/faq");
    },
  },
];
