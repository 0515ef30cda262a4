/**
 * Menu on a reading page (issue 29), over the HTML MobileMenu.tsx renders there: the link to the footer's
 * directory (what works without JavaScript) becomes the button the hydrated header renders, and opens the same
 * drawer content (prerendered in a <template>: MobileMenuContent) in the design system's native drawer
 * (Drawer.enhance.ts): focus on its title, Escape and Close return focus to Menu, a link is a full page load.
 */
import { createDrawer, type EnhancedDrawer } from "@medicare-guide/design-system/components/Drawer/Drawer.enhance.ts";

export function enhanceMobileMenu(doc: Document = document): void {
  const link = doc.querySelector<HTMLAnchorElement>('a[data-mg-swap="menu"][data-mg-drawer-title]');
  const content = doc.querySelector<HTMLTemplateElement>("template[data-mg-menu-content]");
  if (!link || !content) return;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("data-mg-swap", "menu");
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.textContent = link.textContent;
  const hadFocus = doc.activeElement === link;
  link.replaceWith(button);
  if (hadFocus) button.focus();

  let drawer: EnhancedDrawer | undefined;
  button.addEventListener("click", () => {
    drawer ??= createDrawer(doc, {
      title: link.dataset.mgDrawerTitle ?? "",
      closeLabel: link.dataset.mgDrawerClose ?? "",
      body: content.content.cloneNode(true),
    });
    drawer.open(button);
  });
}
