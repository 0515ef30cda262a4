/* Typed accessors to the Medicare 101 hub (/medicare-101). Figures are filled in here, at build time. */
import { interpolateFigures } from "../figures/index.ts";
import { FEATURED_TOOLS, TOPICS } from "./data.ts";
import type { LocalizedTool, LocalizedTopic } from "./types.ts";

export { FEATURED_TOOLS, TOPICS } from "./data.ts";
export type { FeaturedTool, LocalizedTool, LocalizedTopic, Topic } from "./types.ts";

type Lang = "en" | "es";

/** The topic cards in one language, with this year's figures. */
export function getTopics(lang: Lang): LocalizedTopic[] {
  return TOPICS.map((topic) => ({
    id: topic.id,
    href: topic.href,
    title: topic.title[lang],
    summary: interpolateFigures(topic.summary[lang], lang),
    related: topic.related.map((link) => ({ href: link.href, label: link.label[lang] })),
  }));
}

/** The featured tools in one language. */
export function getFeaturedTools(lang: Lang): LocalizedTool[] {
  return FEATURED_TOOLS.map((tool) => ({
    id: tool.id,
    href: tool.href,
    title: tool.title[lang],
    description: tool.description[lang],
  }));
}
