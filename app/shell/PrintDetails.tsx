/**
 * What every print-out carries (issue "Take it with you", item 2): on top the site, the page's title, its
 * address and the print date; at the end the plan year of the figures with their sources as footnotes, the
 * Medicare help line with TTY, the national SHIP locator and the disclaimer. Real content in the page's
 * language (print-facts.ts, from the root loader), hidden on screen and shown only in print (print.css,
 * `data-print="show"`). The print date is the visitor's own day: set once the page runs in the browser and
 * again just before printing; without JavaScript the line is left out.
 *
 * Print hooks for other components: `data-print="hide"` keeps an element off paper; `data-print="show"`
 * hides it on screen and prints it (e.g. a print version of "Words on this page").
 */
import { printDate } from "./print-date.ts";
import { useEffect, useState } from "react";
import type { PrintFacts } from "./print-facts.ts";
import "./print.css";

/** Today in the visitor's time zone and language, refreshed when the browser is about to print. */
function usePrintDate(lang: PrintFacts["lang"]): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setDate(printDate(lang));
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [lang]);
  return date;
}

/** Printed above the page: site, title, address, print date. */
export function PrintHeader({ facts }: { facts: PrintFacts }) {
  const date = usePrintDate(facts.lang);
  return (
    <div className="mg-print-header" data-print="show">
      <p className="mg-print-header__site">{facts.site}</p>
      <dl className="mg-print-header__facts">
        {facts.header.map(([label, value]) => (
          <div key={label}>
            <dt>{label}:</dt> <dd>{value}</dd>
          </div>
        ))}
        {/* Left out until the page runs (no date without JavaScript); on a reading page PrintDetails.enhance.ts fills it. */}
        <div hidden={!date} data-mg-print-date={facts.lang}>
          <dt>{facts.printedOn}:</dt> <dd>{date}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Printed below the page: plan year and sources (footnotes), help line with TTY, SHIP locator, disclaimer. */
export function PrintFooter({ facts }: { facts: PrintFacts }) {
  return (
    <div className="mg-print-footer" data-print="show">
      <p>
        {facts.planYear}
        <sup>{facts.notes.map((_, i) => i + 1).join(", ")}</sup>
      </p>
      <p className="mg-print-footer__title">{facts.sourcesTitle}</p>
      <ol className="mg-print-footer__notes">
        {facts.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ol>
      <p>{facts.help}</p>
      <p>{facts.ship}</p>
      <p>{facts.disclaimer}</p>
    </div>
  );
}
