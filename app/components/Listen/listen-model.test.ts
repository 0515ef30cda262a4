import { describe, expect, it } from "vitest";
import {
  chooseVoice,
  INITIAL_STATE,
  listenReducer,
  locateOffset,
  MAX_PIECE,
  normalizeTag,
  onlyOnlineVoices,
  splitSentences,
  toRate,
  type ListenState,
  type VoiceInfo,
} from "./listen-model.ts";

const texts = (text: string, lang: "en" | "es" = "en") => splitSentences(text, lang).map((p) => p.text);

describe("splitSentences", () => {
  it("cuts text into sentences, trimmed, with offsets that point back into the text", () => {
    const text = "  Part B covers doctors. Does it cover drugs? No!  ";
    const pieces = splitSentences(text, "en");
    expect(pieces.map((p) => p.text)).toEqual(["Part B covers doctors.", "Does it cover drugs?", "No!"]);
    for (const p of pieces) expect(text.slice(p.start, p.end)).toBe(p.text);
  });

  it("keeps a dollar amount and a decimal inside their sentence", () => {
    expect(texts("The premium is $202.90 a month. It rises in 2026.")).toEqual([
      "The premium is $202.90 a month.",
      "It rises in 2026.",
    ]);
  });

  it("reads Spanish sentences with their opening marks", () => {
    expect(texts("¿Qué cubre la Parte B? Cubre las consultas médicas. ¡Inscríbase a tiempo!", "es")).toEqual([
      "¿Qué cubre la Parte B?",
      "Cubre las consultas médicas.",
      "¡Inscríbase a tiempo!",
    ]);
  });

  it("gives nothing for empty or blank text", () => {
    expect(splitSentences("", "en")).toEqual([]);
    expect(splitSentences(" \n\t ", "es")).toEqual([]);
  });

  it("a sentence without a final stop is still read", () => {
    expect(texts("Medicare Part A")).toEqual(["Medicare Part A"]);
  });

  it(`cuts a sentence longer than ${MAX_PIECE} characters after a comma, each piece within the limit`, () => {
    const clause = "you may pay a late enrollment penalty for as long as you have coverage";
    const long = `${clause}, ${clause}, ${clause}, ${clause}.`;
    expect(long.length).toBeGreaterThan(MAX_PIECE);
    const pieces = splitSentences(long, "en");
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) {
      expect(p.text.length).toBeLessThanOrEqual(MAX_PIECE);
      expect(long.slice(p.start, p.end)).toBe(p.text);
    }
    expect(pieces[0]!.text.endsWith(",")).toBe(true);
    expect(pieces.map((p) => p.text).join(" ")).toBe(long);
  });

  it("cuts at a space, and a word with no space at all at the limit, never losing a character", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const pieces = splitSentences(words, "en");
    expect(pieces.map((p) => p.text).join(" ")).toBe(words);
    const blob = "x".repeat(MAX_PIECE * 2 + 5);
    const blobPieces = splitSentences(blob, "en");
    expect(blobPieces.map((p) => p.text.length)).toEqual([MAX_PIECE, MAX_PIECE, 5]);
  });
});

const voice = (lang: string, name: string, extra: Partial<VoiceInfo> = {}): VoiceInfo => ({
  name,
  lang,
  localService: true,
  default: false,
  ...extra,
});

describe("chooseVoice", () => {
  const voices = [
    voice("en-GB", "Daniel"),
    voice("en-US", "Samantha"),
    voice("es-ES", "Mónica"),
    voice("es-US", "Paulina"),
    voice("es-MX", "Juan", { default: true }),
  ];

  it("picks the US variety of the page's language", () => {
    expect(chooseVoice(voices, "en")?.name).toBe("Samantha");
    expect(chooseVoice(voices, "es")?.name).toBe("Paulina");
  });

  it("falls back to another variety of the language, the default voice first", () => {
    const noUs = voices.filter((v) => !v.lang.endsWith("US"));
    expect(chooseVoice(noUs, "es")?.name).toBe("Juan");
    expect(chooseVoice(noUs, "en")?.name).toBe("Daniel");
  });

  it("reads Android's underscore tags and any letter case", () => {
    expect(normalizeTag("es_us")).toBe("es-US");
    expect(normalizeTag("EN")).toBe("en");
    expect(chooseVoice([voice("es_US", "Android"), voice("es-ES", "Other")], "es")?.name).toBe("Android");
  });

  it("never reads a page with a voice of another language: none for Spanish is null", () => {
    const english = [voice("en-US", "Samantha", { default: true })];
    expect(chooseVoice(english, "es")).toBeNull();
    expect(onlyOnlineVoices(english, "es")).toBe(false);
    expect(chooseVoice([], "en")).toBeNull();
  });

  it("never uses an online voice (it would send the text away), and says when that is all there is", () => {
    const online = [voice("es-US", "Google español de Estados Unidos", { localService: false, default: true })];
    expect(chooseVoice(online, "es")).toBeNull();
    expect(onlyOnlineVoices(online, "es")).toBe(true);
    expect(chooseVoice([...online, voice("es-ES", "Mónica")], "es")?.name).toBe("Mónica");
  });
});

const run = (events: Parameters<typeof listenReducer>[1][], from: ListenState = INITIAL_STATE) =>
  events.reduce(listenReducer, from);

describe("listenReducer", () => {
  it("start, read on, pause, resume, finish", () => {
    let s = run([{ type: "start", total: 3 }]);
    expect(s).toEqual({ status: "playing", rate: 1, index: 0, total: 3 });
    s = run([{ type: "reading", index: 2 }, { type: "pause" }], s);
    expect(s).toEqual({ status: "paused", rate: 1, index: 2, total: 3 });
    s = run([{ type: "resume" }], s);
    expect(s.status).toBe("playing");
    expect(run([{ type: "finish" }], s)).toEqual({ status: "idle", rate: 1, ended: "finished" });
  });

  it("stop works while reading or paused; a late end of speech after stop changes nothing", () => {
    const stopped = run([{ type: "start", total: 2 }, { type: "pause" }, { type: "stop" }]);
    expect(stopped).toEqual({ status: "idle", rate: 1, ended: "stopped" });
    expect(run([{ type: "finish" }, { type: "reading", index: 1 }, { type: "fail" }], stopped)).toEqual(stopped);
  });

  it("pause and resume only act where they make sense", () => {
    expect(run([{ type: "pause" }])).toEqual(INITIAL_STATE);
    expect(run([{ type: "resume" }])).toEqual(INITIAL_STATE);
    const playing = run([{ type: "start", total: 2 }]);
    expect(run([{ type: "resume" }], playing)).toEqual(playing);
    expect(run([{ type: "start", total: 9 }], playing)).toEqual(playing);
  });

  it("ignores a sentence index outside the text", () => {
    const playing = run([{ type: "start", total: 2 }]);
    expect(run([{ type: "reading", index: 2 }], playing)).toEqual(playing);
    expect(run([{ type: "reading", index: -1 }], playing)).toEqual(playing);
  });

  it("no voice and nothing to read are resting states the visitor can start again from", () => {
    const noVoice = run([{ type: "no-voice", onlineOnly: false }]);
    expect(noVoice).toEqual({ status: "no-voice", rate: 1, onlineOnly: false });
    expect(run([{ type: "start", total: 0 }])).toEqual({ status: "nothing", rate: 1 });
    expect(run([{ type: "start", total: 1 }], noVoice).status).toBe("playing");
    const failed = run([{ type: "start", total: 1 }, { type: "fail" }]);
    expect(failed).toEqual({ status: "failed", rate: 1 });
    expect(run([{ type: "start", total: 1 }], failed).status).toBe("playing");
  });

  it("keeps the speed in every state, only ever one of the offered speeds", () => {
    const s = run([{ type: "rate", rate: 1.5 }, { type: "start", total: 2 }, { type: "pause" }, { type: "stop" }]);
    expect(s.rate).toBe(1.5);
    expect(toRate(3)).toBe(1.5);
    expect(toRate(0)).toBe(0.75);
    expect(toRate(Number.NaN)).toBe(1);
    expect(toRate(1.2)).toBe(1.25);
  });
});

describe("locateOffset", () => {
  const lengths = [5, 3, 4]; // "Hello" "<b>big</b>" "text"

  it("finds the node and the offset inside it", () => {
    expect(locateOffset(lengths, 0, "start")).toEqual({ node: 0, offset: 0 });
    expect(locateOffset(lengths, 6, "start")).toEqual({ node: 1, offset: 1 });
    expect(locateOffset(lengths, 12, "end")).toEqual({ node: 2, offset: 4 });
  });

  it("a boundary starts in the next node and ends in the previous one", () => {
    expect(locateOffset(lengths, 5, "start")).toEqual({ node: 1, offset: 0 });
    expect(locateOffset(lengths, 5, "end")).toEqual({ node: 0, offset: 5 });
  });

  it("an offset past the text is null", () => {
    expect(locateOffset(lengths, 12, "start")).toBeNull();
    expect(locateOffset(lengths, 13, "end")).toBeNull();
    expect(locateOffset([], 0, "start")).toBeNull();
  });
});
