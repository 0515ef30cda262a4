import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton, LiveRegion } from "@medicare-guide/design-system";
import { showToast } from "../../shell/show-toast.ts";
import { shareLinks, sharePopupFeatures } from "./share.ts";
import { NEWS_NS } from "./strings.ts";

export interface ShareLinksProps {
  /** Absolute URL of the article. */
  url: string;
  /** The article's title. */
  title: string;
}

type CopyStatus = "idle" | "copied" | "failed";

const noSubscribe = () => () => {};

/** A plain left click opens the share page in a 600x400 window; other clicks keep the link's own behaviour. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.open(event.currentTarget.href, "_blank", sharePopupFeatures());
}

/**
 * Share this article: e-mail, Facebook, X and copy link. Without JavaScript the
 * share links are plain links (Facebook and X open in a new tab); with it they
 * open 600x400 windows. The copy button appears once the page is interactive;
 * the result shows as a toast and, so it is never only a toast, in a polite
 * status on the page (with the link to copy by hand when the clipboard refuses).
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation(NEWS_NS);
  const links = shareLinks({ url, title, emailIntro: t("share.emailBody") });
  const interactive = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<CopyStatus>("idle");

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard not available");
      await navigator.clipboard.writeText(url);
      setStatus("copied");
      showToast(`${t("share.copied")}. ${t("share.copiedDescription")}.`, { variant: "success", timeout: 10_000 });
    } catch {
      setStatus("failed");
    }
  }

  const newWindow = <span className="mg-visually-hidden">{t("share.newWindow")}</span>;
  return (
    <section className="mg-share" aria-labelledby="share-title" data-print="hide" data-page-text="skip">
      <h2 id="share-title" className="mg-share__title">
        {t("share.title")}
      </h2>
      <ul className="mg-share__list">
        <li>
          <a className="mg-news-link" href={links.email}>
            {t("share.email")}
          </a>
        </li>
        <li>
          <a
            className="mg-news-link"
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onClick={openPopup}
          >
            {t("share.facebook")} {newWindow}
          </a>
        </li>
        <li>
          <a
            className="mg-news-link"
            href={links.x}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onClick={openPopup}
          >
            {t("share.x")} {newWindow}
          </a>
        </li>
        {interactive && (
          <li>
            <PlainButton variant="secondary" onPress={() => void copyLink()}>
              {t("share.copy")}
            </PlainButton>
          </li>
        )}
      </ul>
      <LiveRegion className="mg-share__status">
        {status === "copied" && <p>{t("share.copiedDescription")}</p>}
        {status === "failed" && (
          <>
            <p>{t("share.copyFailed")}</p>
            <span className="mg-share__url">{url}</span>
          </>
        )}
      </LiveRegion>
    </section>
  );
}
