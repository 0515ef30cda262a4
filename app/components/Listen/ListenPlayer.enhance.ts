/**
 * The Listen player on a page that never hydrates (issue 29): what ListenPlayer.tsx does, over the markup
 * ListenTemplate.tsx prerendered from the same view (ListenPlayerView) and with the same words and rules
 * (listen-words.ts, listen-model.ts, speech-reader.ts). Loaded by Listen.enhance.ts on the first press, it takes the
 * pressed button's place with focus on its main button and starts reading. Only changes of state are announced
 * (the status is the polite live region); Stop, shown while reading, brings focus back to the main button;
 * leaving the page stops the voice.
 */
import { INITIAL_STATE, listenReducer, type ListenEvent, type ListenLang } from "./listen-model.ts";
import { playerText, type ListenWords } from "./listen-words.ts";
import { beginReading, type Reader } from "./speech-reader.ts";

export interface ListenPlayerStart {
  /** The .mg-listen box whose button was pressed. */
  box: HTMLElement;
  /** template[data-mg-listen-player]: the player's markup and words. */
  playerTemplate: HTMLTemplateElement;
  rootIds: readonly string[];
  lang: ListenLang;
}

export function startListenPlayer({ box, playerTemplate, rootIds, lang }: ListenPlayerStart): void {
  const doc = box.ownerDocument;
  const win = doc.defaultView ?? window;
  const words = JSON.parse(playerTemplate.dataset.mgListenWords ?? "{}") as ListenWords;
  const player = playerTemplate.content.querySelector<HTMLElement>(".mg-listen__player")?.cloneNode(true) as
    HTMLElement | undefined;
  const main = player?.querySelector<HTMLButtonElement>("[data-mg-listen-main]");
  const stop = player?.querySelector<HTMLButtonElement>("[data-mg-listen-stop]");
  const select = player?.querySelector("select");
  const status = player?.querySelector<HTMLElement>(".mg-listen__status");
  const progress = player?.querySelector<HTMLElement>(".mg-listen__progress");
  if (!player || !main || !stop || !select || !status || !progress) return;
  // Where Stop and the counter go back when reading starts again (they are absent while not reading, as in React).
  const stopAfter = main;
  const progressAfter = status;

  let state = INITIAL_STATE;
  let preparing = false;
  let reader: Reader | null = null;

  const render = () => {
    const text = playerText(state, preparing, words);
    main.textContent = text.main;
    if (preparing) main.setAttribute("aria-busy", "true");
    else main.removeAttribute("aria-busy");
    if (text.reading) {
      if (!stop.isConnected) stopAfter.after(stop);
      if (!progress.isConnected) progressAfter.after(progress);
      progress.textContent = text.progress;
    } else {
      stop.remove();
      progress.remove();
    }
    if (status.textContent !== text.status) status.textContent = text.status;
    select.value = String(state.rate);
  };
  const dispatch = (event: ListenEvent) => {
    state = listenReducer(state, event);
    render();
  };

  const start = async () => {
    reader?.stop();
    preparing = true;
    render();
    reader = await beginReading({
      synth: win.speechSynthesis,
      lang,
      roots: () => rootIds.flatMap((id) => doc.getElementById(id) ?? []),
      rate: () => state.rate,
      onVoices: () => {
        preparing = false;
        render();
      },
      dispatch,
    });
  };

  main.addEventListener("click", () => {
    if (state.status === "playing") {
      reader?.pause();
      dispatch({ type: "pause" });
    } else if (state.status === "paused") {
      reader?.resume();
      dispatch({ type: "resume" });
    } else void start();
  });
  stop.addEventListener("click", () => {
    reader?.stop();
    dispatch({ type: "stop" });
    // Stop disappears with the reading; focus goes to the main button, which now offers to listen again.
    main.focus();
  });
  select.addEventListener("change", () => {
    dispatch({ type: "rate", rate: Number(select.value) });
    reader?.setRate(state.rate);
  });
  // Leaving the page stops the voice: nothing keeps talking over the next page.
  win.addEventListener("pagehide", () => reader?.stop());

  render();
  box.replaceChildren(player);
  main.focus();
  void start();
}
