export { TermText, type TermTextProps } from "./TermText.tsx";
export { WordsOnThisPage, type WordsOnThisPageProps } from "./WordsOnThisPage.tsx";
export { useHtmlTermTips } from "./HtmlTermTips.tsx";
