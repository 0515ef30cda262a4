/**
 * The Drawer on a page that never hydrates (issue 29, reading pages): the same panel, header, title and Close
 * button as Drawer.tsx, as a native modal <dialog>. What React Aria does there the browser does here: the page
 * outside is inert while it is open, Escape closes it, and focus returns to the control that opened it. As in
 * Drawer.tsx, focus goes to the title (WAI-ARIA APG, Dialog (Modal) pattern, note 1: long content), not the
 * first control; a press on the backdrop closes it.
 */
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
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "mg-button mg-button--secondary mg-drawer__close";
  close.textContent = closeLabel;
  const content = doc.createElement("div");
  content.className = "mg-drawer__body";
  content.append(body);
  header.append(heading, close);
  inner.append(header, content);
  dialog.append(inner);
  doc.body.append(dialog);

  let opener: HTMLElement | null = null;
  close.addEventListener("click", () => dialog.close());
  // A press on the backdrop lands on the <dialog> itself (its panel fills it otherwise).
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    if (opener?.hasAttribute("aria-expanded")) opener.setAttribute("aria-expanded", "false");
    opener?.focus();
    onClosed?.();
  });
  return {
    dialog,
    open(from) {
      opener = from;
      dialog.showModal();
      if (from?.hasAttribute("aria-expanded")) from.setAttribute("aria-expanded", "true");
      heading.focus({ preventScroll: true });
    },
    close: () => dialog.close(),
  };
}
