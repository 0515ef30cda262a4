/**
 * What the Listen player says in each state: one rule for the React player (ListenPlayer.tsx) and the reading
 * pages' player (ListenPlayer.enhance.ts), which gets the same words from the page (ListenTemplate.tsx).
 */
import type { ListenState } from "./listen-model.ts";

/** The player's words in the page's language (locales/<lang>/listen.json). */
export interface ListenWords {
  start: string;
  again: string;
  pause: string;
  resume: string;
  loading: string;
  playing: string;
  paused: string;
  stopped: string;
  finished: string;
  nothing: string;
  failed: string;
  noVoice: string;
  onlineOnly: string;
  /** "Sentence {n} of {total}". */
  progress: string;
}

export interface PlayerText {
  /** The main button: Listen, Pause, Resume or Listen again. */
  main: string;
  /** The polite status line (empty before anything happened). */
  status: string;
  /** Reading or paused: Stop and the sentence counter show. */
  reading: boolean;
  /** The sentence counter while reading, else null. */
  progress: string | null;
}

export function playerText(state: ListenState, preparing: boolean, words: ListenWords): PlayerText {
  const reading = state.status === "playing" || state.status === "paused";
  const main =
    state.status === "playing"
      ? words.pause
      : state.status === "paused"
        ? words.resume
        : state.status === "idle" && !state.ended
          ? words.start
          : words.again;
  return {
    main,
    status: preparing ? words.loading : statusText(state, words),
    reading,
    progress: reading
      ? words.progress.replace("{n}", String(state.index + 1)).replace("{total}", String(state.total))
      : null,
  };
}

function statusText(state: ListenState, words: ListenWords): string {
  switch (state.status) {
    case "playing":
      return words.playing;
    case "paused":
      return words.paused;
    case "no-voice":
      return state.onlineOnly ? words.onlineOnly : words.noVoice;
    case "nothing":
      return words.nothing;
    case "failed":
      return words.failed;
    case "idle":
      return state.ended === "finished" ? words.finished : state.ended === "stopped" ? words.stopped : "";
  }
}
