import en from "../../../locales/en/tools.json";
import es from "../../../locales/es/tools.json";
import { registerStrings } from "../../i18n/index.ts";

/**
 * The "tools" namespace (every tool page's frame and the /tools hub), on its own so the hub registers it
 * without importing the tool frame (ToolParts: buttons, result region, figures), which it does not render
 * (issue 10: the hub carried 17 KiB of it). The tools' cards, which only the hub shows, are added by the hub
 * (app/pages/tools/tool-cards.ts).
 */

export const TOOLS_NS = "tools";
registerStrings(TOOLS_NS, { en, es });
