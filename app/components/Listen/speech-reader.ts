/**
 * The browser side of "Listen": reads what the page shows inside its reading roots, sentence by sentence, with
 * the browser's speechSynthesis, and highlights the sentence being read. The decisions (sentences, voice, states)
 * are in listen-model.ts; this file only walks the DOM and drives the speech engine.
 *
 * Why one utterance per sentence: the highlight follows the voice exactly (each utterance's start event), long
 * texts are not cut off by browsers that stop one utterance after about 15 seconds, and pause can be done by
 * cancelling and later re-reading the current sentence, which works where speechSynthesis.pause() does not
 * (Chrome on Android ends the utterance instead of pausing it).
 *
 * Why the CSS Custom Highlight API: it paints the sentence without changing the DOM, so the accessibility tree a
 * screen reader reads, React's hydrated tree and find-in-page stay exactly as they were. Browsers without it get
 * the block outlined through a data attribute (again no change to the text).
 */
import {
  chooseVoice,
  locateOffset,
  onlyOnlineVoices,
  splitSentences,
  type ListenEvent,
  type ListenLang,
  type Piece,
} from "./listen-model.ts";

/** Text that is not read: controls, navigation, hidden or screen-reader-only text, an open toggletip's panel. */
const SKIP = [
  "[data-listen='skip']",
  "nav",
  "script",
  "style",
  "template",
  "noscript",
  "select",
  "textarea",
  "input",
  "button:not(.mg-toggletip__term)",
  "[hidden]",
  "[aria-hidden='true']",
  ".mg-visually-hidden",
  ".mg-toggletip__panel",
].join(",");

/** The elements whose text is one run of sentences (a sentence never spans two of them). */
const BLOCK = "h1,h2,h3,h4,h5,h6,p,li,dt,dd,th,td,caption,figcaption,blockquote,summary,legend,label";

export const HIGHLIGHT_NAME = "mg-listen";
const CURRENT_ATTR = "data-listen-current";

interface Sentence extends Piece {
  block: Element;
  nodes: Text[];
}

function isShown(element: Element): boolean {
  // checkVisibility: closed <details>, display:none and content-visibility hidden parts are not read.
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : true;
}

/** The sentences inside the roots, in reading order, each with the text nodes of its block. */
export function collectSentences(roots: readonly Element[], lang: ListenLang): Sentence[] {
  const sentences: Sentence[] = [];
  for (const root of roots) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let block: Element | null = null;
    let nodes: Text[] = [];
    const flush = () => {
      if (block && nodes.length > 0) {
        const text = nodes.map((n) => n.data).join("");
        for (const piece of splitSentences(text, lang)) sentences.push({ ...piece, block, nodes });
      }
      nodes = [];
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim() || parent.closest(SKIP) || !isShown(parent)) continue;
      const owner = parent.closest(BLOCK) ?? parent;
      if (owner !== block) {
        flush();
        block = owner;
      }
      nodes.push(text);
    }
    flush();
  }
  return sentences;
}

function rangeOf(sentence: Sentence): Range | null {
  const lengths = sentence.nodes.map((n) => n.data.length);
  const start = locateOffset(lengths, sentence.start, "start");
  const end = locateOffset(lengths, sentence.end, "end");
  if (!start || !end) return null;
  const range = sentence.block.ownerDocument.createRange();
  range.setStart(sentence.nodes[start.node]!, start.offset);
  range.setEnd(sentence.nodes[end.node]!, end.offset);
  return range;
}

function clearHighlight(doc: Document): void {
  if (typeof CSS !== "undefined" && "highlights" in CSS) CSS.highlights.delete(HIGHLIGHT_NAME);
  for (const el of doc.querySelectorAll(`[${CURRENT_ATTR}]`)) el.removeAttribute(CURRENT_ATTR);
}

function highlight(sentence: Sentence): void {
  const doc = sentence.block.ownerDocument;
  clearHighlight(doc);
  const range = rangeOf(sentence);
  if (range && typeof Highlight === "function" && typeof CSS !== "undefined" && "highlights" in CSS) {
    CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(range));
  } else {
    sentence.block.setAttribute(CURRENT_ATTR, "");
  }
  // Keep the sentence in view without jumping: only when it is off screen, to the nearest edge.
  const box = (
    range && typeof range.getBoundingClientRect === "function" ? range : sentence.block
  ).getBoundingClientRect();
  const view = doc.defaultView;
  if (view && (box.top < 0 || box.bottom > view.innerHeight)) {
    sentence.block.scrollIntoView({ block: "nearest" });
  }
}

export interface ReaderOptions {
  synth: SpeechSynthesis;
  voice: SpeechSynthesisVoice;
  sentences: readonly Sentence[];
  rate: number;
  /** A piece started (its index): the view updates its state. */
  onReading: (index: number) => void;
  onFinish: () => void;
  onFail: () => void;
}

export interface Reader {
  /** Reads from a piece (0 = the start). */
  play: (from: number) => void;
  /** Stops the voice and remembers the piece being read; resume reads it again from its start. */
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** A new speed; while reading, the current piece is read again at it. */
  setRate: (rate: number) => void;
}

export function createReader(options: ReaderOptions): Reader {
  const { synth, voice, sentences } = options;
  let rate = options.rate;
  let current = 0;
  let active = false;
  // Each speak() gets a new generation; events from a cancelled utterance belong to an old one and are ignored.
  let generation = 0;
  const doc = sentences[0]?.block.ownerDocument;

  const speak = (index: number) => {
    const sentence = sentences[index];
    if (!sentence) return;
    const mine = ++generation;
    current = index;
    active = true;
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.voice = voice;
    utterance.lang = voice.lang.replace(/_/g, "-");
    utterance.rate = rate;
    utterance.addEventListener("start", () => {
      if (mine !== generation) return;
      highlight(sentence);
      options.onReading(index);
    });
    utterance.addEventListener("end", () => {
      if (mine !== generation) return;
      if (index + 1 < sentences.length) speak(index + 1);
      else {
        active = false;
        if (doc) clearHighlight(doc);
        options.onFinish();
      }
    });
    utterance.addEventListener("error", (event) => {
      // "interrupted"/"canceled" are our own cancel() (pause, stop, a new speed): not a failure.
      if (mine !== generation || event.error === "interrupted" || event.error === "canceled") return;
      active = false;
      if (doc) clearHighlight(doc);
      options.onFail();
    });
    synth.speak(utterance);
  };

  const halt = () => {
    generation++;
    synth.cancel();
  };

  return {
    play: (from) => {
      halt();
      speak(from);
    },
    pause: () => {
      active = false;
      halt();
    },
    resume: () => speak(current),
    stop: () => {
      active = false;
      halt();
      if (doc) clearHighlight(doc);
    },
    setRate: (next) => {
      rate = next;
      if (active) {
        halt();
        speak(current);
      }
    },
  };
}

/**
 * The device's voices. Some browsers list them only after a "voiceschanged" event, so this waits for it, up to
 * a second (a browser with no voices at all never fires it).
 */
export function loadVoices(synth: SpeechSynthesis, waitMs = 1000): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener("voiceschanged", done);
  });
}

export interface BeginReadingOptions {
  synth: SpeechSynthesis;
  lang: ListenLang;
  /** The reading roots, looked up once the voices are there. */
  roots: () => readonly Element[];
  /** The speed chosen by then. */
  rate: () => number;
  /** The voices are loaded (the player stops saying it is getting ready). */
  onVoices: () => void;
  dispatch: (event: ListenEvent) => void;
}

/**
 * A press of Listen (the React player and the reading pages' alike): waits for the voices, chooses one for the
 * page's language (or says there is none), cuts the page into sentences and reads from the first. Returns the
 * reader, or null when nothing is read.
 */
export async function beginReading({
  synth,
  lang,
  roots,
  rate,
  onVoices,
  dispatch,
}: BeginReadingOptions): Promise<Reader | null> {
  const voices = await loadVoices(synth);
  onVoices();
  const voice = chooseVoice(voices, lang);
  if (!voice) {
    dispatch({ type: "no-voice", onlineOnly: onlyOnlineVoices(voices, lang) });
    return null;
  }
  const sentences = collectSentences(roots(), lang);
  dispatch({ type: "start", total: sentences.length });
  if (sentences.length === 0) return null;
  const reader = createReader({
    synth,
    voice,
    sentences,
    rate: rate(),
    onReading: (index) => dispatch({ type: "reading", index }),
    onFinish: () => dispatch({ type: "finish" }),
    onFail: () => dispatch({ type: "fail" }),
  });
  reader.play(0);
  return reader;
}
