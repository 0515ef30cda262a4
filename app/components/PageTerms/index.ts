export { TermText, type TermTextProps } from "./TermText.tsx";
export { WordsOnThisPage, type WordsOnThisPageProps } from "./WordsOnThisPage.tsx";
// useHtmlTermTips (the article body's build-time HTML) is imported from ./HtmlTermTips.tsx by the one page that
// uses it: through this index it was in the chunk of every page with defined words (issue 10).
