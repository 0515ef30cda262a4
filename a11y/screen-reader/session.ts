/**
 * One screen-reader session: Xvfb, a private D-Bus session bus, the AT-SPI bus,
 * Orca (with the committed settings in ./orca, never the machine's) and a headful
 * Chromium, all with a private HOME so nothing of the machine leaks in.
 * Speech is captured as text by speech-dispatcher's sd_generic "textlog" module
 * (see orca/textlog.conf). Keys are real X key events (xdotool): Orca does not
 * see keys sent to the renderer over CDP. The chain and its pitfalls are those
 * proven in /work/shared/notes/screen-reader.md.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "@playwright/test";

const HERE = dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How often the logs and the page are looked at while waiting. */
const POLL_MS = 50;
/** How long everything must stay unchanged before what a key caused is taken as heard in full. */
const STILL_MS = Number(process.env.SCREEN_READER_STILL_MS ?? 400);

export type OrcaLocale = "en_US" | "es_US";

export interface SessionOptions {
  locale: OrcaLocale;
  display: number;
  chromiumPath: string;
  /** Where compiled locales are cached between runs (localedef takes seconds). */
  localeCache: string;
  /** Orca's debug log is kept here for inspection after a failure. */
  debugLog: string;
}

/** Compiles the UTF-8 locale Orca runs in into a private LOCPATH (no system change). */
export function ensureLocale(cache: string, locale: OrcaLocale): void {
  const target = join(cache, `${locale}.UTF-8`);
  if (existsSync(join(target, "LC_CTYPE"))) return;
  mkdirSync(cache, { recursive: true });
  execFileSync("localedef", ["-i", locale, "-f", "UTF-8", target], { stdio: "ignore" });
}

export interface PressOptions {
  /**
   * How long to wait for Orca's first words. On a loaded 2-core machine Orca took up to 5 s to answer a
   * key, so the default is generous; it is only waited in full when a key says nothing.
   */
  firstWordsMs?: number;
  /**
   * A condition in the page to wait for before listening (e.g. a dialog has focus): when a key starts
   * something that takes a while (a lazy chunk), what Orca says after it does not then depend on timing.
   */
  until?: () => boolean;
}

export class ScreenReaderSession {
  private readonly processes: ChildProcess[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), "mg-sr-"));
  private readonly speechLog = join(this.dir, "speech.log");
  private env: NodeJS.ProcessEnv = {};
  private context?: BrowserContext;
  page!: Page;
  private orca?: ChildProcess;
  /** Bytes of the speech log already handed out by `take()`. */
  private consumed = 0;

  private readonly options: SessionOptions;

  constructor(options: SessionOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    const { locale, display, localeCache } = this.options;
    ensureLocale(localeCache, locale);
    const home = join(this.dir, "home");
    const runtime = join(this.dir, "run");
    for (const d of [home, runtime, join(home, ".config/speech-dispatcher/modules"), join(home, "orca")])
      mkdirSync(d, { recursive: true, mode: 0o700 });
    copyFileSync(join(HERE, "orca/speechd.conf"), join(home, ".config/speech-dispatcher/speechd.conf"));
    copyFileSync(join(HERE, "orca/textlog.conf"), join(home, ".config/speech-dispatcher/modules/textlog.conf"));
    copyFileSync(join(HERE, "orca/user-settings.conf"), join(home, "orca/user-settings.conf"));
    copyFileSync(join(HERE, "orca/orca-customizations.py"), join(home, "orca/orca-customizations.py"));
    writeFileSync(this.speechLog, "");
    const lang = `${locale}.UTF-8`;
    this.env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, ".config"),
      XDG_DATA_HOME: join(home, ".local/share"),
      XDG_CACHE_HOME: join(home, ".cache"),
      XDG_RUNTIME_DIR: runtime,
      DISPLAY: `:${display}`,
      LOCPATH: localeCache,
      LANG: lang,
      LC_ALL: lang,
      LANGUAGE: locale === "es_US" ? "es_US:es" : "en_US:en",
      SR_SPEECH_LOG: this.speechLog,
      GTK_MODULES: "gail:atk-bridge",
      NO_AT_BRIDGE: "0",
    };

    // A killed Xvfb leaves its lock and socket behind: clear ours (this display only) first.
    rmSync(`/tmp/.X${display}-lock`, { force: true });
    rmSync(`/tmp/.X11-unix/X${display}`, { force: true });
    this.spawn("Xvfb", [`:${display}`, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]);
    await this.waitFor(() => existsSync(`/tmp/.X11-unix/X${display}`), "Xvfb");

    const busSocket = join(runtime, "bus");
    this.spawn("dbus-daemon", ["--session", "--nofork", `--address=unix:path=${busSocket}`]);
    await this.waitFor(() => existsSync(busSocket), "dbus-daemon");
    this.env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${busSocket}`;

    this.run("gsettings", ["set", "org.gnome.desktop.interface", "toolkit-accessibility", "true"]);
    this.run("gsettings", ["set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "true"]);
    // Starts the AT-SPI bus by D-Bus activation.
    this.run("dbus-send", [
      "--session",
      "--print-reply",
      "--dest=org.a11y.Bus",
      "/org/a11y/bus",
      "org.a11y.Bus.GetAddress",
    ]);

    // Through a launcher (orca/launch-orca.py): /usr/bin/orca refuses to start beside another Orca of this user.
    this.orca = this.spawn("/usr/bin/python3", [
      join(HERE, "orca/launch-orca.py"),
      "--user-prefs",
      join(home, "orca"),
      `--debug-file=${this.options.debugLog}`,
    ]);
    // Orca greets with "Screen reader on" once speech works.
    await this.waitFor(() => statSync(this.speechLog).size > 0, "Orca's first words", 30_000);
    await this.quiet();

    const profile = join(this.dir, "chromium");
    mkdirSync(join(profile, "Default"), { recursive: true });
    // Otherwise Orca reads the "Translate this page?" bubble on Spanish pages.
    writeFileSync(join(profile, "Default/Preferences"), JSON.stringify({ translate: { enabled: false } }));
    this.context = await chromium.launchPersistentContext(profile, {
      executablePath: this.options.chromiumPath,
      headless: false,
      viewport: null,
      env: this.env as Record<string, string>,
      ignoreDefaultArgs: ["--enable-automation"],
      args: [
        "--force-renderer-accessibility",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-features=Translate,MediaRouter",
        "--window-position=0,0",
        "--window-size=1280,1000",
        `--lang=${locale.replace("_", "-")}`,
      ],
    });
    // A fresh tab, then close the start-up one: otherwise keys go to the address bar.
    const first = this.context.pages()[0];
    this.page = await this.context.newPage();
    await first?.close();
    // No window manager: the pointer on the tab strip keeps keyboard focus in the window.
    this.xdotool(["mousemove", "640", "10"]);
    await this.quiet();
    this.take();
  }

  /** Loads a URL as a visitor would (typed into the window), then returns what Orca said on arrival. */
  async open(url: string): Promise<string[]> {
    this.take();
    const before = statSync(this.speechLog).size;
    await this.page.goto(url, { waitUntil: "load" });
    // Keys pressed before hydration would use the no-JavaScript fallbacks (a quiz "Next" reloads the page).
    await this.page.waitForSelector("html[data-mg-ready]", { state: "attached", timeout: 20_000 });
    await this.settle(8000, before);
    return this.take();
  }

  /** Waits for what Orca says next without pressing anything (at most `firstWordsMs`, then until still). */
  async listen(firstWordsMs = 5000): Promise<string[]> {
    await this.settle(firstWordsMs);
    return this.take();
  }

  /** Presses a key (xdotool names: Tab, shift+Tab, Return, Escape, h, Down) and returns the speech it caused. */
  async press(key: string, { firstWordsMs = 10_000, until }: PressOptions = {}): Promise<string[]> {
    this.take();
    const before = statSync(this.speechLog).size;
    this.xdotool(["key", "--clearmodifiers", key]);
    if (until) await this.page.waitForFunction(until, undefined, { timeout: 20_000 });
    await this.settle(firstWordsMs, before);
    return this.take();
  }

  /** Types text as real key events (no speech is kept: key echo is off). */
  async type(text: string): Promise<string[]> {
    this.take();
    const before = statSync(this.speechLog).size;
    this.xdotool(["type", "--delay", "40", text]);
    await this.settle(2000, before);
    return this.take();
  }

  /** Chromium's network off or on, as a dropped connection (the site's service worker keeps running). */
  async setOffline(offline: boolean): Promise<void> {
    await this.context?.setOffline(offline);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  /** Utterances spoken since the last call, as "<lang>\t<text>" lines. */
  take(): string[] {
    const text = readFileSync(this.speechLog, "utf8");
    const fresh = text.slice(this.consumed);
    this.consumed = text.length;
    return fresh.split("\n").filter((l) => l.trim() !== "");
  }

  /**
   * Waits for the first utterance after `start` (the log's size before the key or the load: Orca may already
   * have spoken while xdotool or the page load returned), at most `firstMs`, then until everything is still.
   */
  private async settle(firstMs: number, start = statSync(this.speechLog).size): Promise<void> {
    const t0 = Date.now();
    while (Date.now() - t0 < firstMs && statSync(this.speechLog).size === start) await sleep(POLL_MS);
    await this.quiet();
  }

  /**
   * Waits until the speech log, Orca's debug log and the page's DOM have all stayed unchanged for
   * `stillMs`. A fixed silence (0.7 s after every key) made the gate slow and still guessed: Orca writes a
   * debug line for every accessibility event it queues and handles (orca-customizations.py flushes each
   * line), so while its debug log grows Orca is still working on what the key caused, even before it
   * speaks; the page's mutations cover the time a re-render takes before Chromium sends any event; the
   * speech log covers speech-dispatcher, which writes after Orca hands the text over.
   */
  private async quiet(stillMs = STILL_MS, maxMs = 15_000): Promise<void> {
    const signal = async () =>
      `${statSync(this.speechLog).size}:${existsSync(this.options.debugLog) ? statSync(this.options.debugLog).size : 0}:${await this.domChanges()}`;
    let last = await signal();
    let still = Date.now();
    const t0 = Date.now();
    while (Date.now() - still < stillMs && Date.now() - t0 < maxMs) {
      await sleep(POLL_MS);
      const now = await signal();
      if (now !== last) {
        last = now;
        still = Date.now();
      }
    }
  }

  /**
   * How many DOM mutations the page has had (a MutationObserver installed on first use in each document).
   * "busy" while the page cannot answer (navigating, or its main thread is taken), which counts as a change.
   */
  private async domChanges(): Promise<string> {
    if (!this.page) return "none";
    return this.page
      .evaluate(() => {
        const w = window as unknown as { srMutations?: number };
        if (w.srMutations === undefined) {
          w.srMutations = 0;
          new MutationObserver((records) => (w.srMutations! += records.length)).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }
        return String(w.srMutations);
      })
      .catch(() => `busy${Date.now()}`);
  }

  /** Runs a command on this session's display and buses (probe.ts reads the AT-SPI tree this way). */
  runWithSessionEnv(cmd: string, args: string[]): string {
    const r = spawnSync(cmd, args, { env: this.env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.error}`);
    return r.stdout;
  }

  private xdotool(args: string[]): void {
    this.run("xdotool", args);
  }

  private run(cmd: string, args: string[]): void {
    const r = spawnSync(cmd, args, { env: this.env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed: ${r.stderr || r.error}`);
  }

  private spawn(cmd: string, args: string[]): ChildProcess {
    const child = spawn(cmd, args, { env: this.env, stdio: ["ignore", "ignore", "ignore"] });
    this.processes.push(child);
    return child;
  }

  private async waitFor(ready: () => boolean, what: string, ms = 10_000): Promise<void> {
    const t0 = Date.now();
    while (!ready()) {
      if (Date.now() - t0 > ms) throw new Error(`${what} did not start within ${ms / 1000} s`);
      await sleep(100);
    }
  }

  async stop(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    // Orca and speech-dispatcher hang on a polite exit without a desktop: SIGKILL, by pid.
    // Xvfb and dbus-daemon exit cleanly on SIGTERM (Xvfb then removes its lock file).
    for (const child of this.processes.toReversed()) child.kill(child === this.orca ? "SIGKILL" : "SIGTERM");
    const display = this.options.display;
    for (let i = 0; i < 30 && existsSync(`/tmp/.X${display}-lock`); i++) await sleep(100);
    const speechdPid = join(this.env.XDG_RUNTIME_DIR ?? this.dir, "speech-dispatcher/pid/speech-dispatcher.pid");
    if (existsSync(speechdPid)) {
      const pid = Number(readFileSync(speechdPid, "utf8").trim());
      if (pid > 0) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
