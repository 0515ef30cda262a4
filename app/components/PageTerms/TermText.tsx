import { Fragment } from "react";
import { Toggletip } from "@medicare-guide/design-system";
import { splitTermMarks, type PageTerm } from "@medicare-guide/content/glossary/term-marks";

export interface TermTextProps {
  /** Content text whose first uses of defined words are still marked (`{{term:id|words}}`, resolved by the loader). */
  text: string;
  /** The page's words (the loader's createTermTracker().terms()). */
  terms: readonly PageTerm[];
}

/** A line of content with its marked words as toggletips (links to the encyclopedia before JavaScript runs). */
export function TermText({ text, terms }: TermTextProps) {
  const byId = new Map(terms.map((t) => [t.id, t]));
  return (
    <>
      {splitTermMarks(text, (id) => byId.get(id)?.term ?? id).map((piece, i) => {
        if (typeof piece === "string") return <Fragment key={i}>{piece}</Fragment>;
        const term = byId.get(piece.id);
        // The loader lists every term it kept a mark for; a mark without one is shown as its words.
        if (!term) return <Fragment key={i}>{piece.label}</Fragment>;
        return (
          <Toggletip key={i} href={term.href} definition={term.definition}>
            {piece.label}
          </Toggletip>
        );
      })}
    </>
  );
}
