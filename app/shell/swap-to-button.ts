/**
 * A header link that works without JavaScript (Menu, "All topics": to the footer's directory) replaced by the
 * button the hydrated header renders (useLiveSwap's swap, on a reading page: issue 29). The button keeps the
 * link's class, words and data-mg-swap, takes the given attributes, and takes focus if the link had it.
 */
export function swapToButton(link: HTMLAnchorElement, attributes: Record<string, string>): HTMLButtonElement {
  const doc = link.ownerDocument;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("data-mg-swap", link.getAttribute("data-mg-swap") ?? "");
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  button.append(link.textContent ?? "");
  const hadFocus = doc.activeElement === link;
  link.replaceWith(button);
  if (hadFocus) button.focus();
  return button;
}
