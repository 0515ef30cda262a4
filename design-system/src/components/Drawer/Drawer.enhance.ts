/**
 * The Drawer on a page that never hydrates (issue 29, reading pages): the same panel, header, title and Close
 * button as Drawer.tsx, as a native <dialog>, with what React Aria does there: focus goes to the title (WAI-ARIA
 * APG, Dialog (Modal) pattern, note 1: long content), not the first control; the page outside becomes inert
 * DRAWER_SETTLE_MS later, as in Drawer.tsx (drawer-settle.ts: Orca 43 said nothing on opening when the page, and
 * with it the Menu button, left the tree at once, which showModal() does); Tab and Shift+Tab stay inside; Escape,
 * Close and a press outside close it, and focus returns to the control that opened it.
 */
import { DRAWER_SETTLE_MS } from "./drawer-settle.ts";

/** What Tab can reach inside the drawer. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex="0"]';

export interface DrawerOptions {
  /** The title, which is also the dialog's accessible name. */
  title: string;
  /** Visible text of the Close button. */
  closeLabel: string;
  /** The content. */
  body: Node;
  /** The edge it slides in from (default right). */
  side?: "right" | "left";
  /** Extra class names for the panel. */
  className?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called once it has closed and focus is back on the opener. */
  onClosed?: () => void;
}

export interface EnhancedDrawer {
  readonly dialog: HTMLDialogElement;
  /** Opens it; focus returns to `opener` when it closes. */
  open: (opener: HTMLElement | null) => void;
  close: () => void;
}

let drawers = 0;

export function createDrawer(doc: Document, options: DrawerOptions): EnhancedDrawer {
  const { title, closeLabel, body, side = "right", className, headingLevel = 2, onClosed } = options;
  const id = `mg-drawer-${++drawers}`;
  const dialog = doc.createElement("dialog");
  dialog.className = ["mg-drawer", `mg-drawer--${side}`, className].filter(Boolean).join(" ");
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const inner = doc.createElement("div");
  inner.className = "mg-drawer__dialog";
  const header = doc.createElement("div");
  header.className = "mg-drawer__header";
  const heading = doc.createElement(`h${headingLevel}`);
  heading.id = `${id}-title`;
  heading.className = `mg-heading mg-heading--${headingLevel === 2 ? "2xl" : "xl"} mg-drawer__title`;
  heading.tabIndex = -1;
  heading.textContent = title;
  const closeButton = doc.createElement("button");
  closeButton.type = "button";
  closeButton.className = "mg-button mg-button--secondary mg-drawer__close";
  closeButton.textContent = closeLabel;
  const content = doc.createElement("div");
  content.className = "mg-drawer__body";
  content.append(body);
  header.append(heading, closeButton);
  inner.append(header, content);
  dialog.append(inner);
  doc.body.append(dialog);

  let opener: HTMLElement | null = null;
  let settling: ReturnType<typeof setTimeout> | undefined;
  /** The page's parts made inert while it is open, given back on closing. */
  let madeInert: Element[] = [];

  /** The page outside the drawer leaves the tree and cannot be used, as under a modal dialog. */
  const holdThePage = () => {
    madeInert = [...doc.body.children].filter((el) => el !== dialog && !el.hasAttribute("inert"));
    for (const el of madeInert) el.setAttribute("inert", "");
  };
  const close = () => dialog.close();

  closeButton.addEventListener("click", close);
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    // Tab and Shift+Tab go round inside, as React Aria's focus scope does (the page behind is inert, so the
    // browser would otherwise leave for its own toolbar).
    const stops = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    const first = stops[0];
    const last = stops.at(-1);
    const at = doc.activeElement;
    if (event.shiftKey && (at === first || at === heading) && last) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last && first) {
      event.preventDefault();
      first.focus();
    }
  });
  // A press outside the panel closes it (on the inert page the press lands on <body>).
  const onPressOutside = (event: MouseEvent) => {
    if (!dialog.contains(event.target as Node)) close();
  };
  dialog.addEventListener("close", () => {
    clearTimeout(settling);
    for (const el of madeInert) el.removeAttribute("inert");
    madeInert = [];
    doc.documentElement.classList.remove("mg-drawer-open");
    doc.removeEventListener("click", onPressOutside, true);
    if (opener?.hasAttribute("aria-expanded")) opener.setAttribute("aria-expanded", "false");
    opener?.focus();
    onClosed?.();
  });
  return {
    dialog,
    open(from) {
      opener = from;
      // Expanded before the drawer shows, as React commits it: Orca says "expanded" on Menu, then the title.
      if (from?.hasAttribute("aria-expanded")) from.setAttribute("aria-expanded", "true");
      dialog.show();
      doc.documentElement.classList.add("mg-drawer-open");
      heading.focus({ preventScroll: true });
      settling = setTimeout(holdThePage, DRAWER_SETTLE_MS);
      // After the click that opened it has finished bubbling.
      setTimeout(() => {
        if (dialog.open) doc.addEventListener("click", onPressOutside, true);
      });
    },
    close,
  };
}
