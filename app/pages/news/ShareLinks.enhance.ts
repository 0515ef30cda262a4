/**
 * Share this article on a page that never hydrates (issue 29), over the HTML ShareLinks.tsx prerenders: the
 * e-mail, Facebook and X links work as links; a plain left click on Facebook or X opens the share page in a
 * 600x400 window (share.ts), as the hydrated component does. The copy button waits in a <template>: put in
 * place, a press writes the article's address to the clipboard and says so in the polite status beside it and
 * in a toast (Toast.enhance.ts), or, when the clipboard refuses, says so and shows the address to copy by hand.
 */
import { showToast } from "@medicare-guide/design-system/components/Toast/Toast.enhance.ts";
import { COPIED_TOAST_MS, opensSharePopup, sharePopupFeatures } from "./share.ts";

export function enhanceShareLinks(doc: Document = document): void {
  for (const share of doc.querySelectorAll<HTMLElement>("section.mg-share")) {
    const win = doc.defaultView ?? window;
    for (const link of share.querySelectorAll<HTMLAnchorElement>("a[target='_blank']")) {
      link.addEventListener("click", (event) => {
        if (!opensSharePopup(event)) return;
        event.preventDefault();
        win.open(link.href, "_blank", sharePopupFeatures());
      });
    }

    const template = share.querySelector<HTMLTemplateElement>("template[data-mg-share-copy]");
    const item = template?.content.querySelector("li");
    const button = item?.querySelector("button");
    const status = share.querySelector<HTMLElement>(".mg-share__status");
    const url = template?.dataset.mgUrl;
    if (!template || !item || !button || !status || !url) continue;
    const toastMessage = template.dataset.mgToastMessage ?? "";
    template.replaceWith(item);

    const show = (outcome: "copied" | "failed") => {
      const words = share.querySelector<HTMLTemplateElement>(`template[data-mg-share-status="${outcome}"]`);
      status.replaceChildren(...(words ? [words.content.cloneNode(true)] : []));
    };
    button.addEventListener("click", async () => {
      try {
        if (!win.navigator.clipboard) throw new Error("Clipboard not available");
        await win.navigator.clipboard.writeText(url);
        show("copied");
        showToast(doc, "success", toastMessage, { timeout: COPIED_TOAST_MS });
      } catch {
        show("failed");
      }
    });
  }
}
