import { expect, test, type Page } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

/**
 * "Listen" (issue 17 "Understand in place", item 4): an opt-in control reads the page's main text with the
 * browser's speech synthesis in the page's language. speechSynthesis is stubbed only at the browser API boundary
 * (addInitScript): the page's own code chooses the voice, cuts the sentences and drives the controls, and the
 * test asserts the text, language, voice and speed it was given.
 */

interface FakeVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
}

const VOICES: FakeVoice[] = [
  { name: "Samantha", lang: "en-US", localService: true, default: true },
  { name: "Daniel", lang: "en-GB", localService: true, default: false },
  { name: "Mónica", lang: "es-ES", localService: true, default: false },
  { name: "Paulina", lang: "es-US", localService: true, default: false },
  { name: "Google español de Estados Unidos", lang: "es-US", localService: false, default: false },
];

/** Installs a speech engine that records each utterance, starts it at once and ends it when the test says. */
async function fakeSpeech(page: Page, voices: FakeVoice[] | null) {
  await page.addInitScript((list) => {
    const w = window as unknown as Record<string, unknown>;
    if (list === null) {
      // A browser without speech synthesis.
      delete (Window.prototype as unknown as Record<string, unknown>).speechSynthesis;
      delete w.speechSynthesis;
      delete w.SpeechSynthesisUtterance;
      return;
    }
    class Utterance extends EventTarget {
      text: string;
      lang = "";
      rate = 1;
      voice: { name: string } | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const queue: Utterance[] = [];
    const log: { text: string; lang: string; voice: string | null; rate: number }[] = [];
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => list,
      speak(u: Utterance) {
        queue.push(u);
        log.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null, rate: u.rate });
        setTimeout(() => u.dispatchEvent(new Event("start")), 0);
      },
      cancel() {
        for (const u of queue.splice(0)) u.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    w.SpeechSynthesisUtterance = Utterance;
    w.mgFakeSpeech = {
      log,
      /** The current utterance ends (the engine then speaks the next sentence). */
      finish: () => queue.shift()?.dispatchEvent(new Event("end")),
    };
  }, voices);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { mgFakeSpeech: { log: Spoken[] } }).mgFakeSpeech.log);
const finishSentence = (page: Page) =>
  page.evaluate(() => (window as unknown as { mgFakeSpeech: { finish: () => void } }).mgFakeSpeech.finish());
/** The text painted by the "being read" highlight (CSS Custom Highlight API). */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const h = CSS.highlights.get("mg-listen");
    return h ? [...h].map((r) => r.toString()).join("") : null;
  });

const CASES = [
  {
    lang: "en",
    path: "/news/2026-irmaa-surcharge-update",
    speechLang: "en-US",
    voice: "Samantha",
    s: {
      listen: "Listen to this page",
      pause: "Pause",
      resume: "Resume",
      stop: "Stop",
      again: "Listen again",
      speed: "Speed",
      faster: "Faster",
      reading: "Reading aloud.",
      paused: "Paused.",
      stopped: "Stopped.",
      progress: /Sentence 2 of \d+/,
      noVoice: /no English voice on this device/,
    },
  },
  {
    lang: "es",
    path: "/es/news/2026-irmaa-surcharge-update",
    speechLang: "es-US",
    voice: "Paulina",
    s: {
      listen: "Escuchar esta página",
      pause: "Pausar",
      resume: "Continuar",
      stop: "Detener",
      again: "Escuchar de nuevo",
      speed: "Velocidad",
      faster: "Más rápida",
      reading: "Leyendo en voz alta.",
      paused: "En pausa.",
      stopped: "Detenido.",
      progress: /Oración 2 de \d+/,
      // The only Spanish voice in this case is an online one: it is not used, and the message says why.
      noVoice: /solo tiene una voz en español en línea, .*Este sitio no la usa/,
    },
  },
] as const;

for (const c of CASES) {
  test.describe(`Listen (${c.lang})`, () => {
    test("no Listen button in the HTML without JavaScript, nor in a browser without speech synthesis", async ({
      page,
      baseURL,
    }) => {
      const { html } = await fetchHtml(baseURL!, c.path);
      // An article is a reading page (issue 29): the button and player wait, inert, in <template>s for the
      // enhancement module, which shows them only where the browser can speak.
      expect(html.replace(/<template data-mg-listen[\s\S]*?<\/template>/g, "")).not.toContain(c.s.listen);
      await fakeSpeech(page, null);
      await gotoReady(page, c.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: c.s.listen })).toHaveCount(0);
    });

    test("reads the article in the page's language with a local voice; pause, resume, speed and stop", async ({
      page,
    }) => {
      await fakeSpeech(page, VOICES);
      await gotoReady(page, c.path);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      // Nothing plays by itself.
      expect(await spoken(page)).toEqual([]);

      await page.getByRole("button", { name: c.s.listen }).click();
      const pause = page.getByRole("button", { name: c.s.pause });
      await expect(pause).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: c.s.reading })).toBeVisible();
      await expect.poll(() => spoken(page)).toEqual([{ text: title, lang: c.speechLang, voice: c.voice, rate: 1 }]);
      await expect.poll(() => highlighted(page)).toBe(title);

      // The title ends: the first sentence of the lede is next, and it is the one highlighted.
      await finishSentence(page);
      await expect.poll(async () => (await spoken(page)).length).toBe(2);
      const second = (await spoken(page))[1]!;
      const lede = (await page.locator("#article-lede").textContent())!.trim();
      expect(lede.startsWith(second.text)).toBe(true);
      expect(second).toMatchObject({ lang: c.speechLang, voice: c.voice });
      await expect.poll(() => highlighted(page)).toBe(second.text);
      await expect(page.getByText(c.s.progress)).toBeVisible();

      // Pause keeps the place; Resume reads that sentence again from its start.
      await pause.click();
      const resume = page.getByRole("button", { name: c.s.resume });
      await expect(resume).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: c.s.paused })).toBeVisible();
      // The player (loaded on first use, so no gate scans it from the prerendered page) passes axe.
      await expectNoAxeViolations(page, { include: ".mg-listen" });
      await resume.click();
      await expect.poll(async () => (await spoken(page)).at(-1)).toEqual(second);

      // A new speed re-reads the sentence at it.
      await page.getByLabel(c.s.speed).selectOption({ label: c.s.faster });
      await expect.poll(async () => (await spoken(page)).at(-1)).toEqual({ ...second, rate: 1.25 });

      // Stop: the highlight goes, Stop goes, focus is on the main button, which offers to listen again.
      const count = (await spoken(page)).length;
      await page.getByRole("button", { name: c.s.stop }).click();
      await expect(page.getByRole("button", { name: c.s.again })).toBeFocused();
      await expect(page.getByRole("button", { name: c.s.stop })).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: c.s.stopped })).toBeVisible();
      expect(await highlighted(page)).toBeNull();
      await finishSentence(page);
      expect(await spoken(page)).toHaveLength(count);
    });

    test("says plainly when the device has no voice for the page's language, and reads nothing", async ({ page }) => {
      // English pages get only a Spanish voice, Spanish pages only English ones (and an online Spanish voice,
      // which is never used: it would send the text away).
      const other = VOICES.filter((v) =>
        c.lang === "es" ? v.lang.startsWith("en") || !v.localService : v.lang.startsWith("es"),
      );
      await fakeSpeech(page, other);
      await gotoReady(page, c.path);
      await page.getByRole("button", { name: c.s.listen }).click();
      await expect(page.getByRole("status").filter({ hasText: c.s.noVoice })).toBeVisible();
      expect(await spoken(page)).toEqual([]);
    });
  });
}

test("a tool result is read from its heading, and the page's controls are not", async ({ page }) => {
  await fakeSpeech(page, VOICES);
  // The calculator is a GET form: the query fills the fields and the result is computed once hydrated.
  await gotoReady(page, "/es/tools/irmaa-calculator?filingStatus=single&income=150000");
  const heading = page.locator("#tool-result-title");
  await expect(page.locator("#tool-result")).toContainText("IRMAA");
  await page.getByRole("button", { name: "Escuchar esta página" }).click();
  await expect
    .poll(async () => (await spoken(page))[0])
    .toMatchObject({
      text: (await heading.textContent())!.trim(),
      lang: "es-US",
      voice: "Paulina",
    });
  for (let i = 0; i < 40 && (await page.getByRole("button", { name: "Pausar" }).count()) > 0; i++)
    await finishSentence(page);
  const texts = (await spoken(page)).map((s) => s.text).join(" ");
  expect(texts).not.toMatch(/Imprimir|Compartir|Escuchar esta página/);
});

test("a guidance page is read from its title, without its on-this-page navigation", async ({ page }) => {
  await fakeSpeech(page, VOICES);
  await gotoReady(page, "/path/irmaa-planning");
  await page.getByRole("button", { name: "Listen to this page" }).click();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect.poll(async () => (await spoken(page))[0]?.text).toBe(title);
  await finishSentence(page);
  const lede = (await page.locator(".mg-path .mg-page-lede").textContent())!.trim();
  await expect.poll(async () => lede.startsWith((await spoken(page))[1]?.text ?? "-")).toBe(true);
});
