/**
 * Defined words inside build-time HTML (an article's body) on a page that never hydrates (issue 29). The renderer
 * wrote each term's first use as <a data-term="id"> (a plain link to the encyclopedia, what works without
 * JavaScript); HtmlTermTipTemplates prerendered each term's control in a <template data-mg-term-tip="id">. As
 * useHtmlTermTips does once hydrated, each link gives way to the control (in a .mg-toggletip-host span), its word
 * the link's own words, run as the Toggletip runs (Toggletip.enhance.ts).
 */
import { activateToggletip } from "@medicare-guide/design-system/components/Toggletip/Toggletip.enhance.ts";

export function enhanceHtmlTermTips(doc: Document = document): void {
  const templates = new Map<string, HTMLTemplateElement>();
  for (const template of doc.querySelectorAll<HTMLTemplateElement>("template[data-mg-term-tip]")) {
    templates.set(template.dataset.mgTermTip ?? "", template);
  }
  if (templates.size === 0) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-term]")) {
    const template = templates.get(link.dataset.term ?? "");
    const control = template?.content.querySelector(".mg-toggletip")?.cloneNode(true) as HTMLElement | undefined;
    const word = control?.querySelector("button.mg-toggletip__term");
    if (!template || !control || !word) continue;
    word.textContent = link.textContent || word.textContent;
    const host = doc.createElement("span");
    host.className = "mg-toggletip-host";
    host.append(control);
    link.replaceWith(host);
    activateToggletip(control);
  }
  for (const template of templates.values()) template.remove();
}
