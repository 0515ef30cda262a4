/**
 * OnThisPage on a page that never hydrates (issue 29), over the HTML OnThisPage.tsx renders: what
 * OnThisPageLive does once hydrated, without React. Section links scroll to the section and focus its heading;
 * the section in view is marked aria-current="location"; the sections get the scroll offset; on small screens
 * a button in the page flow opens the list in the native drawer (Drawer.enhance.ts), and choosing a section
 * there closes it and goes to the section.
 */
import { createDrawer, type EnhancedDrawer } from "../Drawer/Drawer.enhance.ts";
import { goToSection, isModifiedClick, watchActiveSection } from "./section-nav.ts";

const sectionOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

export function enhanceOnThisPage(doc: Document = document): void {
  for (const otp of doc.querySelectorAll<HTMLElement>(".mg-otp")) enhanceOne(doc, otp);
}

function enhanceOne(doc: Document, otp: HTMLElement): void {
  const nav = otp.querySelector<HTMLElement>(".mg-otp__nav");
  const list = nav?.querySelector<HTMLUListElement>(".mg-otp__list");
  if (!nav || !list) return;
  const ids = [...list.querySelectorAll<HTMLAnchorElement>("a.mg-otp__link")].map(sectionOf);
  for (const id of ids) doc.getElementById(id)?.classList.add("mg-otp-target");

  const drawerList = list.cloneNode(true) as HTMLUListElement;
  const lists = [list, drawerList];
  watchActiveSection(ids, (active) => {
    for (const l of lists)
      for (const link of l.querySelectorAll<HTMLAnchorElement>("a.mg-otp__link")) {
        if (sectionOf(link) === active) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
  });
  list.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a.mg-otp__link");
    if (!link || isModifiedClick(event)) return;
    if (goToSection(sectionOf(link))) event.preventDefault();
  });

  // Small screens: the button and the drawer (shown by OnThisPage.css once .mg-otp--hydrated is set).
  const title = nav.querySelector(".mg-otp__title")?.textContent ?? "";
  const small = doc.createElement("div");
  small.className = "mg-otp__small";
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "mg-button mg-button--secondary mg-otp__open";
  button.setAttribute("aria-haspopup", "dialog");
  button.textContent = otp.dataset.mgButtonLabel ?? title;
  small.append(button);
  otp.append(small);
  otp.classList.add("mg-otp--hydrated");

  let drawer: EnhancedDrawer | undefined;
  let chosen: string | null = null;
  button.addEventListener("click", () => {
    drawer ??= createDrawer(doc, {
      title,
      closeLabel: otp.dataset.mgCloseLabel ?? "",
      body: drawerList,
      className: "mg-otp__drawer",
      // Focus is back on the button: now go to the section chosen in the drawer.
      onClosed: () => {
        if (chosen !== null) goToSection(chosen);
        chosen = null;
      },
    });
    drawer.open(button);
  });
  drawerList.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a.mg-otp__link");
    if (!link || isModifiedClick(event)) return;
    event.preventDefault();
    chosen = sectionOf(link);
    drawer?.close();
  });
}
