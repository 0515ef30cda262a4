/**
 * "+ n more" on a page that never hydrates (issue 29), over the HTML ShowMoreList.tsx prerenders: the list shows
 * every item, and the disclosure button waits in a <template>. Put in place, it collapses the list on narrow
 * screens (CSS: data-collapsed) and toggles it as the hydrated component does: aria-expanded, its label
 * ("+ 4 more" / "Show fewer", both words carried by the button), focus stays on it.
 */
export function enhanceShowMoreList(root: ParentNode = document): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>(".mg-showmore > template[data-mg-show-more]")) {
    const box = template.parentElement!;
    const button = template.content.querySelector<HTMLButtonElement>("button.mg-showmore__toggle");
    if (!button) continue;
    template.replaceWith(button);
    setExpanded(box, button, false);
    button.addEventListener("click", () => setExpanded(box, button, button.getAttribute("aria-expanded") !== "true"));
  }
}

function setExpanded(box: Element, button: HTMLButtonElement, expanded: boolean): void {
  button.setAttribute("aria-expanded", String(expanded));
  const word = button.querySelector(".mg-showmore__word");
  if (word) word.textContent = (expanded ? button.dataset.mgHide : button.dataset.mgShow) ?? "";
  if (expanded) box.removeAttribute("data-collapsed");
  else box.setAttribute("data-collapsed", "true");
}
