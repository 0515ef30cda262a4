// @vitest-environment jsdom
/**
 * "Listen to this page" on a reading page (issue 29): Listen.enhance.ts and the player it loads
 * (ListenPlayer.enhance.ts) over exactly the HTML ListenTemplate prerenders, with speech synthesis faked at the
 * Web Speech API boundary (as speech-reader.test.ts does): the same controls, words, focus and announcements as
 * the React player (ListenPlayer.tsx), in both languages.
 */
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeUtterance } from "./fake-speech.ts";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { Listen } from "./Listen.tsx";
import { ListenTemplate } from "./ListenTemplate.tsx";
import { enhanceListen } from "./Listen.enhance.ts";

const VOICES = [
  { name: "Samantha", lang: "en-US", localService: true, default: true },
  { name: "Paulina", lang: "es-US", localService: true, default: false },
] as SpeechSynthesisVoice[];

/** The speech engine: records each utterance and starts it; the test ends them. */
function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: FakeUtterance[] = [];
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak(u: FakeUtterance) {
      spoken.push(u);
      u.dispatchEvent(new Event("start"));
    },
    cancel() {
      spoken.at(-1)?.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
    },
    pause() {},
    resume() {},
  });
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return spoken;
}

const WORDS = {
  en: {
    listen: "Listen to this page",
    pause: "Pause",
    resume: "Resume",
    stop: "Stop",
    again: "Listen again",
    reading: "Reading aloud.",
    paused: "Paused.",
    stopped: "Stopped.",
    progress: "Sentence 2 of 3",
    noVoice: /no English voice/,
  },
  es: {
    listen: "Escuchar esta página",
    pause: "Pausar",
    resume: "Continuar",
    stop: "Detener",
    again: "Escuchar de nuevo",
    reading: "Leyendo en voz alta.",
    paused: "En pausa.",
    stopped: "Detenido.",
    progress: "Oración 2 de 3",
    noVoice: /no tiene una voz en español/,
  },
} as const;

async function prerendered(lang: Lang): Promise<void> {
  const { prelude } = await prerender(
    <InSite lang={lang}>
      <NeverHydratesProvider value>
        <h1 id="title">Medicare news</h1>
        <Listen rootIds={["title", "body"]} />
        <ListenTemplate rootIds={["title", "body"]} />
        <div id="body">
          <p>First sentence here. Second one there.</p>
        </div>
      </NeverHydratesProvider>
    </InSite>,
  );
  document.documentElement.lang = lang;
  document.body.innerHTML = await new Response(prelude).text();
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;
const status = () => document.querySelector(".mg-listen__status");

beforeEach(() => {
  vi.stubGlobal("CSS", undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

for (const lang of ["en", "es"] as const) {
  const w = WORDS[lang];
  describe(`Listen.enhance (${lang})`, () => {
    it("nothing in the HTML a visitor meets, and no button where the browser cannot speak", async () => {
      await prerendered(lang);
      expect(button(w.listen)).toBeNull();
      enhanceListen(document);
      expect(button(w.listen)).toBeNull();
    });

    it("reads in the page's language with its voice: focus on Pause, status, counter; pause, resume, speed, stop", async () => {
      const spoken = fakeSpeech(VOICES);
      await prerendered(lang);
      enhanceListen(document);
      expect(spoken).toEqual([]);
      button(w.listen)!.click();
      await vi.waitFor(() => expect(spoken).toHaveLength(1));
      const main = button(w.pause)!;
      expect(document.activeElement).toBe(main);
      expect(spoken[0]).toMatchObject({ text: "Medicare news", lang: lang === "es" ? "es-US" : "en-US" });
      expect(spoken[0]!.voice?.name).toBe(lang === "es" ? "Paulina" : "Samantha");
      expect(status()?.getAttribute("role")).toBe("status");
      expect(status()?.textContent).toBe(w.reading);
      spoken[0]!.dispatchEvent(new Event("end"));
      expect(spoken[1]?.text).toBe("First sentence here.");
      expect(document.querySelector(".mg-listen__progress")?.textContent).toBe(w.progress);
      expect(document.querySelector(".mg-listen__progress")?.hasAttribute("role")).toBe(false);

      main.click();
      expect(main.textContent).toBe(w.resume);
      expect(status()?.textContent).toBe(w.paused);
      main.click();
      expect(spoken.at(-1)?.text).toBe("First sentence here.");
      expect(main.textContent).toBe(w.pause);

      const speed = document.querySelector("select")!;
      speed.value = "1.25";
      speed.dispatchEvent(new Event("change"));
      expect(spoken.at(-1)).toMatchObject({ text: "First sentence here.", rate: 1.25 });

      button(w.stop)!.click();
      expect(button(w.stop)).toBeNull();
      expect(document.querySelector(".mg-listen__progress")).toBeNull();
      expect(main.textContent).toBe(w.again);
      expect(document.activeElement).toBe(main);
      expect(status()?.textContent).toBe(w.stopped);
    });

    it("says plainly when there is no voice for the page's language, and reads nothing", async () => {
      const spoken = fakeSpeech(VOICES.filter((v) => !v.lang.startsWith(lang)));
      await prerendered(lang);
      enhanceListen(document);
      button(w.listen)!.click();
      await vi.waitFor(() => expect(status()?.textContent).toMatch(w.noVoice));
      expect(spoken).toEqual([]);
      expect(button(w.stop)).toBeNull();
    });
  });
}
