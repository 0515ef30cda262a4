/**
 * "Listen" (issue 17 "Understand in place", item 4): the page's main text read aloud by the browser's own speech
 * synthesis, in the page's language. This model is pure (no DOM, no speechSynthesis) so every decision is tested
 * at its boundaries: how text is cut into sentences, which voice reads it, and what the controls do in each state.
 */

export type ListenLang = "en" | "es";

/** The language tag the page's voice should speak: the site's audience is in the United States. */
export const SPEECH_LANG: Record<ListenLang, string> = { en: "en-US", es: "es-US" };

/** Speeds offered (SpeechSynthesisUtterance.rate; 1 is the voice's normal speed). */
export const RATES = [0.75, 1, 1.25, 1.5] as const;
export type Rate = (typeof RATES)[number];

/**
 * Past this many characters a sentence is read in parts, cut after a comma, semicolon or colon: some browsers stop
 * speaking one utterance after about 15 seconds, and a shorter piece keeps the highlight close to the voice.
 */
export const MAX_PIECE = 220;

/** A piece of a block's text to speak, by offsets into that text (so the view can highlight exactly it). */
export interface Piece {
  text: string;
  start: number;
  end: number;
}

type Segmenter = (text: string) => Iterable<{ segment: string; index: number }>;

function sentenceSegmenter(lang: ListenLang): Segmenter {
  if (typeof Intl.Segmenter === "function") {
    const segmenter = new Intl.Segmenter(SPEECH_LANG[lang], { granularity: "sentence" });
    return (text) => segmenter.segment(text);
  }
  // Older engines: a sentence ends at . ! ? (and Spanish closing marks) followed by a space.
  return function* (text) {
    const end = /[.!?…]+["»”')\]]*\s+/g;
    let at = 0;
    for (const match of text.matchAll(end)) {
      const stop = match.index + match[0].length;
      yield { segment: text.slice(at, stop), index: at };
      at = stop;
    }
    if (at < text.length) yield { segment: text.slice(at), index: at };
  };
}

/** Cuts a long sentence after its last comma, semicolon or colon that keeps the first part within MAX_PIECE. */
function cutLong(piece: Piece): Piece[] {
  const out: Piece[] = [];
  let rest = piece;
  while (rest.text.length > MAX_PIECE) {
    const window = rest.text.slice(0, MAX_PIECE);
    const cut = Math.max(window.lastIndexOf(", "), window.lastIndexOf("; "), window.lastIndexOf(": "));
    // No clause break: a space; no space at all: the limit itself.
    const at = cut > 0 ? cut + 1 : window.lastIndexOf(" ") > 0 ? window.lastIndexOf(" ") : MAX_PIECE;
    const head = trimPiece(rest.text.slice(0, at), rest.start);
    if (head) out.push(head);
    const tail = trimPiece(rest.text.slice(at), rest.start + at);
    if (!tail) return out;
    rest = tail;
  }
  out.push(rest);
  return out;
}

/** A piece without its leading and trailing white space (offsets moved to match), or null when nothing is left. */
function trimPiece(text: string, start: number): Piece | null {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  if (!trimmed) return null;
  return { text: trimmed, start: start + lead, end: start + lead + trimmed.length };
}

/**
 * A block's text as the pieces to speak, in order: sentences in the page's language (Intl.Segmenter where the
 * browser has it), long ones cut at clause breaks, white space trimmed, nothing empty.
 */
export function splitSentences(text: string, lang: ListenLang): Piece[] {
  const pieces: Piece[] = [];
  for (const { segment, index } of sentenceSegmenter(lang)(text)) {
    const piece = trimPiece(segment, index);
    if (piece) pieces.push(...cutLong(piece));
  }
  return pieces;
}

/** What a voice is, as far as choosing one goes (SpeechSynthesisVoice has these fields). */
export interface VoiceInfo {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** "es_US", "ES-us" and "es-US" are the same tag (Android reports underscores). */
export function normalizeTag(tag: string): string {
  const [language = "", region] = tag.replace(/_/g, "-").split("-");
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/**
 * The voice that reads a page: one that speaks the page's language, preferring the US variety (en-US, es-US),
 * then the browser's default voice. Only voices on the device are used: an online voice would send the text (on
 * a tool, the visitor's own result) to a speech service, and nothing on this site is sent anywhere. Null when the
 * device has no voice for the language; the control then says so instead of reading in another language.
 */
export function chooseVoice<V extends VoiceInfo>(voices: readonly V[], lang: ListenLang): V | null {
  const wanted = SPEECH_LANG[lang];
  const score = (voice: V): number => {
    const tag = normalizeTag(voice.lang);
    if (!voice.localService || tag.split("-")[0] !== lang) return -1;
    return (tag === wanted ? 2 : 0) + (voice.default ? 1 : 0);
  };
  let best: V | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const s = score(voice);
    if (s > bestScore) {
      best = voice;
      bestScore = s;
    }
  }
  return best;
}

/** Whether the device offers a voice for the language, but only online (said plainly in the message). */
export function onlyOnlineVoices(voices: readonly VoiceInfo[], lang: ListenLang): boolean {
  return chooseVoice(voices, lang) === null && voices.some((voice) => normalizeTag(voice.lang).split("-")[0] === lang);
}

/** The control's state. `index` is the piece being read (0-based) out of `total`. */
export type ListenState =
  | { status: "idle"; rate: Rate; ended?: "stopped" | "finished" }
  | { status: "playing"; rate: Rate; index: number; total: number }
  | { status: "paused"; rate: Rate; index: number; total: number }
  | { status: "no-voice"; rate: Rate; onlineOnly: boolean }
  | { status: "nothing"; rate: Rate }
  | { status: "failed"; rate: Rate };

export type ListenEvent =
  | { type: "start"; total: number }
  | { type: "no-voice"; onlineOnly: boolean }
  | { type: "reading"; index: number }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "stop" }
  | { type: "finish" }
  | { type: "fail" }
  | { type: "rate"; rate: number };

export const INITIAL_STATE: ListenState = { status: "idle", rate: 1 };

/** The nearest offered speed (a stored or typed value never reaches the voice unchecked). */
export function toRate(value: number): Rate {
  if (!Number.isFinite(value)) return 1;
  return RATES.reduce((best, r) => (Math.abs(r - value) < Math.abs(best - value) ? r : best), RATES[1]);
}

/**
 * The controls' state machine. Start works from every resting state (idle, finished, stopped, no voice, failed,
 * nothing to read): the visitor can always try again. Pause, resume and stop only act where they make sense, so a
 * late event from the speech engine (an utterance ending after Stop) cannot bring a stopped reading back.
 */
export function listenReducer(state: ListenState, event: ListenEvent): ListenState {
  const { rate } = state;
  switch (event.type) {
    case "rate":
      return { ...state, rate: toRate(event.rate) };
    case "start":
      if (state.status === "playing" || state.status === "paused") return state;
      if (event.total <= 0) return { status: "nothing", rate };
      return { status: "playing", rate, index: 0, total: event.total };
    case "no-voice":
      if (state.status === "playing" || state.status === "paused") return state;
      return { status: "no-voice", rate, onlineOnly: event.onlineOnly };
    case "reading":
      if (state.status !== "playing" || event.index < 0 || event.index >= state.total) return state;
      return { ...state, index: event.index };
    case "pause":
      return state.status === "playing" ? { ...state, status: "paused" } : state;
    case "resume":
      return state.status === "paused" ? { ...state, status: "playing" } : state;
    case "stop":
      return state.status === "playing" || state.status === "paused"
        ? { status: "idle", rate, ended: "stopped" }
        : state;
    case "finish":
      return state.status === "playing" ? { status: "idle", rate, ended: "finished" } : state;
    case "fail":
      return state.status === "playing" || state.status === "paused" ? { status: "failed", rate } : state;
  }
}

/**
 * Where an offset of a block's text falls among its text nodes (given their lengths, in order): the node and the
 * offset inside it. An offset on a boundary belongs to the node it starts (`edge: "start"`) or ends (`"end"`), so
 * a highlight never begins at the end of the previous node or ends at the start of the next one.
 */
export function locateOffset(
  lengths: readonly number[],
  offset: number,
  edge: "start" | "end",
): { node: number; offset: number } | null {
  let at = 0;
  for (let node = 0; node < lengths.length; node++) {
    const length = lengths[node]!;
    const inside = edge === "start" ? offset < at + length : offset <= at + length;
    if (offset >= at && inside) return { node, offset: offset - at };
    at += length;
  }
  return null;
}
