import { useState, useSyncExternalStore, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton, LiveRegion, ToastTemplate, useNeverHydrates } from "@medicare-guide/design-system";
import { showToast } from "../../shell/show-toast.ts";
import { COPIED_TOAST_MS, opensSharePopup, shareLinks, sharePopupFeatures } from "./share.ts";
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
  if (!opensSharePopup(event)) return;
  event.preventDefault();
  window.open(event.currentTarget.href, "_blank", sharePopupFeatures());
}

/**
 * Share this article: e-mail, Facebook, X and copy link. Without JavaScript the
 * share links are plain links (Facebook and X open in a new tab); with it they
 * open 600x400 windows. The copy button appears once the page is interactive;
 * the result shows as a toast and, so it is never only a toast, in a polite
 * status on the page (with the link to copy by hand when the clipboard refuses).
 *
 * On a page that never hydrates (issue 29) the copy button, both statuses and the toast wait in <template>s
 * (data-mg-share-*) that ShareLinks.enhance.ts puts in place and uses, as this component does once hydrated.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation(NEWS_NS);
  const links = shareLinks({ url, title, emailIntro: t("share.emailBody") });
  const interactive = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const neverHydrates = useNeverHydrates();
  const [status, setStatus] = useState<CopyStatus>("idle");
  const toastMessage = `${t("share.copied")}. ${t("share.copiedDescription")}.`;

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard not available");
      await navigator.clipboard.writeText(url);
      setStatus("copied");
      showToast(toastMessage, { variant: "success", timeout: COPIED_TOAST_MS });
    } catch {
      setStatus("failed");
    }
  }

  const copyButton = (onPress?: () => void) => (
    <li>
      <PlainButton variant="secondary" onPress={onPress}>
        {t("share.copy")}
      </PlainButton>
    </li>
  );
  const copiedStatus = <p>{t("share.copiedDescription")}</p>;
  const failedStatus = (
    <>
      <p>{t("share.copyFailed")}</p>
      <span className="mg-share__url">{url}</span>
    </>
  );
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
        {interactive && copyButton(() => void copyLink())}
        {!interactive && neverHydrates && (
          <template data-mg-share-copy="" data-mg-url={url} data-mg-toast-message={toastMessage}>
            {copyButton()}
          </template>
        )}
      </ul>
      <LiveRegion className="mg-share__status">
        {status === "copied" && copiedStatus}
        {status === "failed" && failedStatus}
      </LiveRegion>
      {!interactive && neverHydrates && (
        <>
          <template data-mg-share-status="copied">{copiedStatus}</template>
          <template data-mg-share-status="failed">{failedStatus}</template>
          <ToastTemplate variant="success" />
        </>
      )}
    </section>
  );
}
