/*
 * The `news` strings (locales/{en,es}/news.json), registered when this module
 * loads. Components read them with useTranslation(NEWS_NS), which also makes
 * importing this module (and so registering the strings) explicit.
 */
import en from "../../../locales/en/news.json";
import es from "../../../locales/es/news.json";
import { registerStrings } from "../../i18n/index.ts";

export const NEWS_NS = "news";

registerStrings(NEWS_NS, { en, es });
