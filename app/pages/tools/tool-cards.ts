import type { ToolBlock } from "@medicare-guide/content/routes";
import { registerStrings } from "../../i18n/index.ts";
import { TOOLS_NS } from "../../tools/shared/tools-strings.ts";

/** Each tool's card words, from its own strings file (its "tool" block; vite.config.ts, content/routes/tools.ts). */
declare const MG_TOOL_CARDS_EN: Readonly<Record<string, ToolBlock["card"]>>;
declare const MG_TOOL_CARDS_ES: Readonly<Record<string, ToolBlock["card"]>>;

/**
 * The tools' cards go where the hub reads them, tools:hub.tools.<tool> (typed in app/i18n/resources.d.ts). Only
 * the hub shows them, so the tool pages do not carry them (issue 10). They win over the strings file's entries
 * (registerStrings merges without overwriting, and the strings file may arrive later in the browser).
 */
registerStrings(TOOLS_NS, {
  en: { hub: { tools: MG_TOOL_CARDS_EN } },
  es: { hub: { tools: MG_TOOL_CARDS_ES } },
});

export { TOOLS_NS };
