import { useCallback, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Toggletip, ToggletipTemplate, useNeverHydrates } from "@medicare-guide/design-system";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";

interface Tip {
  host: HTMLElement;
  term: PageTerm;
  label: string;
}

/**
 * Toggletips inside build-time HTML (an article body): the renderer wrote each
 * term's first use as <a data-term="id"> (a plain link to the encyclopedia, which
 * is what readers without JavaScript get). Once interactive, each link is swapped
 * for a Toggletip rendered into its place through a portal, so the design-system
 * component is the one that runs. Returns `attach`, the ref callback for the HTML's container, and
 * the portals to render.
 */
export function useHtmlTermTips(
  terms: readonly PageTerm[],
): [attach: (node: HTMLDivElement | null) => (() => void) | undefined, tips: ReactNode] {
  const [tips, setTips] = useState<Tip[]>([]);
  const attach = useCallback(
    (root: HTMLDivElement | null) => {
      if (!root) return undefined;
      const byId = new Map(terms.map((t) => [t.id, t]));
      const swapped: { link: HTMLAnchorElement; tip: Tip }[] = [];
      for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-term]")) {
        const term = byId.get(link.dataset.term ?? "");
        if (!term) continue;
        const host = document.createElement("span");
        host.className = "mg-toggletip-host";
        link.replaceWith(host);
        swapped.push({ link, tip: { host, term, label: link.textContent ?? term.term } });
      }
      setTips(swapped.map((s) => s.tip));
      return () => {
        for (const { link, tip } of swapped) tip.host.replaceWith(link);
      };
    },
    [terms],
  );
  return [
    attach,
    tips.map((tip) =>
      createPortal(
        <Toggletip href={tip.term.href} definition={tip.term.definition}>
          {tip.label}
        </Toggletip>,
        tip.host,
        tip.term.id,
      ),
    ),
  ];
}

/**
 * The defined words of build-time HTML on a page that never hydrates (issue 29): each term's control, inert, in a
 * <template data-mg-term-tip="id"> (ToggletipTemplate), for HtmlTermTips.enhance.ts to put in its link's place as
 * useHtmlTermTips does once hydrated. Renders nothing on a page that hydrates (React cannot hydrate a template).
 */
export function HtmlTermTipTemplates({ terms }: { terms: readonly PageTerm[] }) {
  const neverHydrates = useNeverHydrates();
  if (!neverHydrates) return null;
  return (
    <>
      {terms.map((term) => (
        <ToggletipTemplate
          key={term.id}
          mark="data-mg-term-tip"
          markValue={term.id}
          href={term.href}
          definition={term.definition}
        >
          {term.term}
        </ToggletipTemplate>
      ))}
    </>
  );
}
