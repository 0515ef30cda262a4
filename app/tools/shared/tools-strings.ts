import type { ToolBlock } from "@medicare-guide/content/routes";
import en from "../../../locales/en/tools.json";
import es from "../../../locales/es/tools.json";
import { registerStrings } from "../../i18n/index.ts";

/**
 * The "tools" namespace (every tool page's frame and the /tools hub), on its own so the hub registers it
 * without importing the tool frame (ToolParts: buttons, result region, figures), which it does not render
 * (issue 10: the hub carried 17 KiB of it).
 */

/** Each tool's card words, from its own strings file (its "tool" block; vite.config.ts, content/routes/tools.ts). */
declare const MG_TOOL_CARDS_EN: Readonly<Record<string, ToolBlock["card"]>>;
declare const MG_TOOL_CARDS_ES: Readonly<Record<string, ToolBlock["card"]>>;

export const TOOLS_NS = "tools";
// Each tool's card goes where the hub reads it, tools:hub.tools.<tool> (typed in app/i18n/resources.d.ts). The
// cards come first: the strings files merge in without overwriting them.
registerStrings(TOOLS_NS, {
  en: { hub: { tools: MG_TOOL_CARDS_EN } },
  es: { hub: { tools: MG_TOOL_CARDS_ES } },
});
registerStrings(TOOLS_NS, { en, es });
