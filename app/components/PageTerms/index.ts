export { TermText, type TermTextProps } from "./TermText.tsx";
export { WordsOnThisPage, type WordsOnThisPageProps } from "./WordsOnThisPage.tsx";
// useHtmlTermTips (toggletips inside an article's build-time HTML) is imported from ./HtmlTermTips.tsx by the one
// page that uses it, the news article: re-exported here, it joined the chunk that every page with defined words
// loads (the cost, IRMAA, path and tool pages; issue 10, content pages' JavaScript).
