/**
 * Defined words on a page that never hydrates (issue 29), over the HTML Toggletip.tsx prerenders: each word is a
 * link to its encyclopedia entry (what works without JavaScript), followed by the control in a <template>. The
 * control takes the link's place and behaves as the hydrated Toggletip: a press (click, Enter, Space) shows or
 * hides the explanation in the text flow; Escape, on the word or the explanation's link, closes it with focus back
 * on the word.
 */
export function enhanceToggletips(root: ParentNode = document): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>("template[data-mg-toggletip]")) {
    const link = template.previousElementSibling;
    const control = template.content.querySelector<HTMLElement>(".mg-toggletip");
    if (!link?.matches("a.mg-toggletip__fallback") || !control) continue;
    link.replaceWith(control);
    template.remove();
    activateToggletip(control);
  }
}

/**
 * Runs a control put in place from a ToggletipTemplate: a press (click, Enter, Space) shows or hides the
 * explanation in the text flow; Escape, on the word or the explanation's link, closes it with focus back on the
 * word (as Toggletip.tsx once hydrated).
 */
export function activateToggletip(control: HTMLElement): void {
  const word = control.querySelector<HTMLButtonElement>("button.mg-toggletip__term");
  const panel = control.querySelector<HTMLElement>(".mg-toggletip__panel");
  if (!word || !panel) return;
  const setOpen = (open: boolean) => {
    word.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  word.addEventListener("click", () => setOpen(word.getAttribute("aria-expanded") !== "true"));
  control.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    // Escape closes only this explanation (not a dialog around it) and brings focus back to the word.
    event.stopPropagation();
    setOpen(false);
    word.focus();
  });
}
