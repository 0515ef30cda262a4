/**
 * Menu on a reading page (issue 29), over the HTML MobileMenu.tsx renders there: the link to the footer's
 * directory (what works without JavaScript) becomes the button the hydrated header renders, and opens the same
 * drawer content (prerendered in a <template>: MobileMenuContent) in the design system's native drawer
 * (Drawer.enhance.ts): focus on its title, Escape and Close return focus to Menu, a link is a full page load.
 */
import { swapToButton } from "./swap-to-button.ts";
import { createDrawer, type EnhancedDrawer } from "@medicare-guide/design-system/components/Drawer/Drawer.enhance.ts";

export function enhanceMobileMenu(doc: Document = document): void {
  const link = doc.querySelector<HTMLAnchorElement>('a[data-mg-swap="menu"][data-mg-drawer-title]');
  const content = doc.querySelector<HTMLTemplateElement>("template[data-mg-menu-content]");
  if (!link || !content) return;
  const button = swapToButton(link, { "aria-haspopup": "dialog", "aria-expanded": "false" });

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
