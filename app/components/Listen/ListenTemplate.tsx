import { useTranslation } from "react-i18next";
import { useNeverHydrates } from "@medicare-guide/design-system";
import { INITIAL_STATE } from "./listen-model.ts";
import { ListenPlayerView, useListenWords } from "./ListenPlayer.tsx";
import { playerText } from "./listen-words.ts";

export interface ListenTemplateProps {
  /** Ids of the elements whose text is read, in reading order (as `<Listen rootIds>`). */
  rootIds: readonly string[];
}

/**
 * "Listen to this page" on a page that never hydrates (issue 29), beside `<Listen>` (which renders nothing in the
 * prerendered HTML): the box and its button as Listen.tsx renders them, and the player as ListenPlayer.tsx renders
 * it while reading (its Stop and sentence counter included, its words for every state in data-mg-listen-words),
 * each in a <template>. Listen.enhance.ts shows the button only in a browser that can speak; the first press loads
 * ListenPlayer.enhance.ts, which runs the player as the React one runs. Nothing is rendered on a page that
 * hydrates (React cannot hydrate a template). Its own module, so hydrated pages' Listen does not carry it.
 */
export function ListenTemplate({ rootIds }: ListenTemplateProps) {
  const neverHydrates = useNeverHydrates();
  const { t, i18n } = useTranslation();
  const words = useListenWords();
  if (!neverHydrates) return null;
  const reading = playerText({ status: "playing", rate: INITIAL_STATE.rate, index: 0, total: 1 }, false, words);
  return (
    <>
      <template
        data-mg-listen=""
        data-mg-listen-roots={rootIds.join(" ")}
        data-mg-listen-lang={i18n.language === "es" ? "es" : "en"}
      >
        <div className="mg-listen" data-listen="skip" data-print="hide">
          <p>
            <button type="button" className="mg-button mg-button--secondary">
              {t("listen.button")}
            </button>
          </p>
        </div>
      </template>
      <template data-mg-listen-player="" data-mg-listen-words={JSON.stringify(words)}>
        <ListenPlayerView text={reading} rate={INITIAL_STATE.rate} preparing={false} />
      </template>
    </>
  );
}
