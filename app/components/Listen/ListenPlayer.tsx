import { useEffect, useReducer, useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { LiveRegion } from "@medicare-guide/design-system";
import en from "../../../locales/en/listen.json";
import es from "../../../locales/es/listen.json";
import { registerStrings } from "../../i18n/index.ts";
import { INITIAL_STATE, listenReducer, RATES, type ListenLang, type Rate } from "./listen-model.ts";
import { beginReading, type Reader } from "./speech-reader.ts";
import { playerText, type ListenWords, type PlayerText } from "./listen-words.ts";

// Loaded with the player on first use, so content pages do not carry these strings.
registerStrings("listen", { en, es });

const SPEED_KEY: Record<Rate, "slower" | "normal" | "faster" | "fastest"> = {
  0.75: "slower",
  1: "normal",
  1.25: "faster",
  1.5: "fastest",
};

export interface ListenPlayerProps {
  /** Ids of the elements whose text is read, in reading order. */
  rootIds: readonly string[];
  lang: ListenLang;
}

/**
 * The Listen controls once the visitor has asked for them (loaded on the first press of "Listen to this page",
 * which it replaces and starts at once): one main button that is Pause, Resume or Listen again by state, Stop
 * while reading, the speed, and a status line. Only changes of state are announced (politely); the sentence
 * counter is not a live region, so it never talks over the voice or a screen reader.
 */
export default function ListenPlayer({ rootIds, lang }: ListenPlayerProps) {
  const words = useListenWords();
  const [state, dispatch] = useReducer(listenReducer, INITIAL_STATE);
  const [preparing, setPreparing] = useState(false);
  const reader = useRef<Reader | null>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const rateRef = useRef<Rate>(state.rate);
  rateRef.current = state.rate;

  const start = async () => {
    reader.current?.stop();
    setPreparing(true);
    reader.current = await beginReading({
      synth: window.speechSynthesis,
      lang,
      roots: () => rootIds.flatMap((id) => document.getElementById(id) ?? []),
      rate: () => rateRef.current,
      onVoices: () => setPreparing(false),
      dispatch,
    });
  };

  // Mounted by the first press: start reading, and keep focus on the control that replaced the pressed button.
  useEffect(() => {
    mainButton.current?.focus();
    void start();
    // Leaving the page (or the route) stops the voice: nothing keeps talking over the next page.
    const stop = () => reader.current?.stop();
    window.addEventListener("pagehide", stop);
    return () => {
      window.removeEventListener("pagehide", stop);
      stop();
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs once, on the press that mounted the player
  }, []);

  const onMain = () => {
    if (state.status === "playing") {
      reader.current?.pause();
      dispatch({ type: "pause" });
    } else if (state.status === "paused") {
      reader.current?.resume();
      dispatch({ type: "resume" });
    } else void start();
  };

  const onStop = () => {
    reader.current?.stop();
    dispatch({ type: "stop" });
    // Stop disappears with the reading; focus goes to the main button, which now offers to listen again.
    mainButton.current?.focus();
  };

  const onRate = (value: string) => {
    dispatch({ type: "rate", rate: Number(value) });
    reader.current?.setRate(listenReducer(state, { type: "rate", rate: Number(value) }).rate);
  };

  return (
    <ListenPlayerView
      text={playerText(state, preparing, words)}
      rate={state.rate}
      preparing={preparing}
      mainRef={mainButton}
      onMain={onMain}
      onStop={onStop}
      onRate={onRate}
    />
  );
}

/** The player's words in the page's language, for playerText. */
export function useListenWords(): ListenWords {
  const { t } = useTranslation("listen");
  return {
    start: t("start"),
    again: t("again"),
    pause: t("pause"),
    resume: t("resume"),
    loading: t("status.loading"),
    playing: t("status.playing"),
    paused: t("status.paused"),
    stopped: t("status.stopped"),
    finished: t("status.finished"),
    nothing: t("status.nothing"),
    failed: t("status.failed"),
    noVoice: t("status.noVoice"),
    onlineOnly: t("status.onlineOnly"),
    progress: t("progress", { n: "{n}", total: "{total}" }),
  };
}

export interface ListenPlayerViewProps {
  text: PlayerText;
  rate: Rate;
  preparing: boolean;
  mainRef?: Ref<HTMLButtonElement>;
  onMain?: () => void;
  onStop?: () => void;
  onRate?: (value: string) => void;
}

/**
 * The player's markup, the same for React and for the reading pages' ListenPlayer.enhance.ts (which gets it from
 * ListenTemplate.tsx): the main button, Stop while reading, the speed, the polite status, the sentence counter
 * (not live: it never talks over the voice) and the hint.
 */
export function ListenPlayerView({ text, rate, preparing, mainRef, onMain, onStop, onRate }: ListenPlayerViewProps) {
  const { t } = useTranslation("listen");
  return (
    <div className="mg-listen__player">
      <div className="mg-listen__controls">
        <button
          ref={mainRef}
          type="button"
          className="mg-button mg-button--secondary"
          onClick={onMain}
          aria-busy={preparing || undefined}
          data-mg-listen-main=""
        >
          {text.main}
        </button>
        {text.reading && (
          <button type="button" className="mg-button mg-button--secondary" onClick={onStop} data-mg-listen-stop="">
            {t("stop")}
          </button>
        )}
        <label className="mg-listen__speed">
          <span>{t("speed")}</span>
          <select value={String(rate)} onChange={(event) => onRate?.(event.target.value)}>
            {RATES.map((option) => (
              <option key={option} value={String(option)}>
                {t(`speeds.${SPEED_KEY[option]}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LiveRegion className="mg-listen__status">{text.status}</LiveRegion>
      {text.progress !== null && <p className="mg-listen__progress">{text.progress}</p>}
      <p className="mg-listen__hint">{t("hint")}</p>
    </div>
  );
}
