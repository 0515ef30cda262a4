/*
 * The `home` strings (locales/{en,es}/home.json), registered when this module loads. The home page and its parts
 * (exit-intent dialog, scroll banner, today's tip) read them with useTranslation(HOME_NS), which also makes
 * importing this module (and so registering the strings) explicit.
 */
import en from "../../../locales/en/home.json";
import es from "../../../locales/es/home.json";
import { registerStrings } from "../../i18n/index.ts";

export const HOME_NS = "home";

registerStrings(HOME_NS, { en, es });
