/**
 * The link to the news feed in the page's language (/feed.xml, /es/feed.xml), on the news list and on each
 * article. A plain link (not a router link): the feed is a file, not a page. Its text names the format.
 */
import { useTranslation } from "react-i18next";
import en from "../../../locales/en/feed.json";
import es from "../../../locales/es/feed.json";
import { registerStrings } from "../../i18n/index.ts";
import { ATOM_TYPE, FEED_PATH } from "../../seo/feed.ts";
import type { Lang } from "@medicare-guide/content/routes";

export const FEED_NS = "feed";
registerStrings(FEED_NS, { en, es });

export function FeedLink() {
  const { t, i18n } = useTranslation(FEED_NS);
  const lang: Lang = i18n.language === "es" ? "es" : "en";
  return (
    <p className="mg-news-feed">
      <a href={FEED_PATH[lang]} type={ATOM_TYPE} className="mg-news-link">
        {t("link")} ({t("format")})
      </a>
    </p>
  );
}
