// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeUtterance } from "./fake-speech.ts";
import { collectSentences, createReader, loadVoices } from "./speech-reader.ts";

/** The engine starts and ends an utterance. */
function speakThrough(u: FakeUtterance | undefined) {
  u?.dispatchEvent(new Event("start"));
  u?.dispatchEvent(new Event("end"));
}

/** A speech engine at the Web Speech API boundary: records utterances; the test says when each one starts/ends. */
function fakeSynth() {
  const spoken: FakeUtterance[] = [];
  let cancels = 0;
  const synth = {
    speak: (u: FakeUtterance) => spoken.push(u),
    cancel: () => {
      cancels++;
      // Browsers end a cancelled utterance with an "interrupted" error event.
      const last = spoken.at(-1);
      last?.dispatchEvent(Object.assign(new Event("error"), { error: "interrupted" }));
    },
  } as unknown as SpeechSynthesis;
  return { synth, spoken, play: speakThrough, cancels: () => cancels };
}

const VOICE = { name: "Paulina", lang: "es_US", localService: true, default: false } as SpeechSynthesisVoice;

beforeEach(() => {
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  document.body.innerHTML = `
    <main id="root">
      <h1>Costos de Medicare</h1>
      <nav><a href="#x">Ir a la sección</a></nav>
      <p>Usted paga la <button class="mg-toggletip__term">prima</button> cada mes.<span class="mg-toggletip__panel">Definición.</span> Es la regla.</p>
      <p data-listen="skip">Compartir</p>
      <p>Texto <span class="mg-visually-hidden">(se abre en otra pestaña)</span>visible.</p>
      <ul><li>Uno.</li><li hidden>Oculto.</li></ul>
      <button>Imprimir</button>
    </main>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("collectSentences", () => {
  it("reads what the page shows, in order: a toggletip's word stays in its sentence; controls, nav and hidden text do not", () => {
    const sentences = collectSentences([document.getElementById("root")!], "es");
    expect(sentences.map((s) => s.text)).toEqual([
      "Costos de Medicare",
      "Usted paga la prima cada mes.",
      "Es la regla.",
      "Texto visible.",
      "Uno.",
    ]);
  });
});

function setup() {
  const synth = fakeSynth();
  const sentences = collectSentences([document.getElementById("root")!], "es");
  const events: string[] = [];
  const reader = createReader({
    synth: synth.synth,
    voice: VOICE,
    sentences,
    rate: 1,
    onReading: (i) => events.push(`reading ${i}`),
    onFinish: () => events.push("finish"),
    onFail: () => events.push("fail"),
  });
  return { ...synth, reader, events, sentences };
}

describe("createReader", () => {
  it("speaks sentence after sentence in the voice's language, marks the one being read, and finishes", () => {
    const { spoken, reader, events, sentences } = setup();
    reader.play(0);
    expect(spoken[0]?.text).toBe("Costos de Medicare");
    expect(spoken[0]?.lang).toBe("es-US");
    expect(spoken[0]?.voice).toBe(VOICE);
    for (let i = 0; i < sentences.length; i++) {
      spoken[i]!.dispatchEvent(new Event("start"));
      // jsdom has no CSS highlight API: the block being read is marked instead.
      expect(document.querySelector("[data-listen-current]")).toBe(sentences[i]!.block);
      spoken[i]!.dispatchEvent(new Event("end"));
    }
    expect(spoken.map((u) => u.text)).toEqual(sentences.map((s) => s.text));
    expect(events.at(-1)).toBe("finish");
    expect(events).toEqual([...sentences.map((_, i) => `reading ${i}`), "finish"]);
    expect(document.querySelector("[data-listen-current]")).toBeNull();
  });

  it("pause cancels; resume reads the same sentence again from its start; the cancel is not a failure", () => {
    const { spoken, play, reader, events } = setup();
    reader.play(0);
    play(spoken[0]);
    spoken[1]!.dispatchEvent(new Event("start"));
    reader.pause();
    expect(events).not.toContain("fail");
    reader.resume();
    expect(spoken.at(-1)?.text).toBe("Usted paga la prima cada mes.");
  });

  it("stop ends the reading: a late end event of the cancelled sentence does not speak the next one", () => {
    const { spoken, reader, events } = setup();
    reader.play(0);
    spoken[0]!.dispatchEvent(new Event("start"));
    reader.stop();
    spoken[0]!.dispatchEvent(new Event("end"));
    expect(spoken).toHaveLength(1);
    expect(events).toEqual(["reading 0"]);
  });

  it("a new speed re-reads the current sentence at that speed", () => {
    const { spoken, reader } = setup();
    reader.play(0);
    spoken[0]!.dispatchEvent(new Event("start"));
    reader.setRate(1.5);
    expect(spoken).toHaveLength(2);
    expect(spoken[1]).toMatchObject({ text: "Costos de Medicare", rate: 1.5 });
  });

  it("a real speech error is reported once", () => {
    const { spoken, reader, events } = setup();
    reader.play(0);
    spoken[0]!.dispatchEvent(Object.assign(new Event("error"), { error: "synthesis-failed" }));
    expect(events).toEqual(["fail"]);
  });
});

describe("loadVoices", () => {
  it("waits for voiceschanged when the list starts empty, and gives up after the wait with what there is", async () => {
    const target = new EventTarget();
    let voices: SpeechSynthesisVoice[] = [];
    const synth = Object.assign(target, { getVoices: () => voices }) as unknown as SpeechSynthesis;
    const pending = loadVoices(synth, 50);
    voices = [VOICE];
    target.dispatchEvent(new Event("voiceschanged"));
    expect(await pending).toEqual([VOICE]);
    voices = [];
    expect(await loadVoices(synth, 10)).toEqual([]);
  });
});
