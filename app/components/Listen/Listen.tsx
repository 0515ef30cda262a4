import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import type { ListenLang } from "./listen-model.ts";
import { canSpeak } from "./can-speak.ts";
// The site's button look (mg-button) comes from the design system's styles.css, which every page loads.

const loadPlayer = () => import("./ListenPlayer.tsx");
const ListenPlayer = lazy(loadPlayer);
/** Starts fetching the player when the visitor reaches for the button, so the press itself is not slower. */
const preloadPlayer = () => void loadPlayer();

export interface ListenProps {
  /** Ids of the elements whose text is read, in reading order (e.g. the title and the article body). */
  rootIds: readonly string[];
}

/**
 * "Listen to this page" (issue 17, item 4): an opt-in button that reads the page's main text aloud with the
 * browser's own voice. It never starts by itself. It is not in the prerendered HTML and appears only once React
 * runs in a browser that has speech synthesis, so there is never a button that cannot work. The controls and
 * the reading code load on the first press (see ListenPlayer), so content pages carry only this button. A page
 * that never hydrates renders ListenTemplate beside it, for Listen.enhance.ts (issue 29).
 */
export function Listen({ rootIds }: ListenProps) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const [used, setUsed] = useState(false);
  if (!hydrated || !canSpeak()) return null;
  const lang: ListenLang = i18n.language === "es" ? "es" : "en";
  const button = (
    <button
      type="button"
      className="mg-button mg-button--secondary"
      onPointerDown={preloadPlayer}
      onFocus={preloadPlayer}
      onClick={() => setUsed(true)}
      aria-busy={used || undefined}
    >
      {t("listen.button")}
    </button>
  );
  return (
    <div className="mg-listen" data-listen="skip" data-print="hide">
      {used ? (
        <Suspense fallback={<p>{button}</p>}>
          <ListenPlayer rootIds={rootIds} lang={lang} />
        </Suspense>
      ) : (
        <p>{button}</p>
      )}
    </div>
  );
}
