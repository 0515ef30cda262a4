import { createContext, useContext } from "react";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { TermText } from "../../components/PageTerms/index.ts";

/** The tool page's defined words (from its loader), given by ToolPage to the help texts inside it. */
export const ToolTermsContext = createContext<readonly PageTerm[]>([]);

/**
 * A tool's help text (its lede or a FAQ answer) with its marked words as toggletips: links to the encyclopedia
 * before JavaScript runs, a word that opens the definition in the sentence after. Outside a tool page (or without
 * the loader's words) the marks show as their words.
 */
export function HelpText({ text }: { text: string }) {
  return <TermText text={text} terms={useContext(ToolTermsContext)} />;
}
