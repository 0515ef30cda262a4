/**
 * A checklist on a page that never hydrates (issue 29: a guidance page's, the enrollment timeline's), over the
 * HTML Checklist.tsx prerenders: native checkboxes (they tick from the first paint) and, in a <template>, the
 * progress line and the "not kept" warning in the page's words. Does what Checklist does once its code runs:
 * ticks made before are kept beside the saved ones and saved; the saved ticks are shown with "n of m done"; each
 * change is saved on this device under the list's key (checklist-storage.ts, the one reader and writer), or, when
 * storage is blocked or refuses, kept for the visit with the warning; another tab's change is followed. Nothing
 * is announced beyond the checkbox's own state, as on a hydrated page.
 */
import { browserStorage, readChecklist, writeChecklist, type ChecklistRead } from "./checklist-storage.ts";
import { PROGRESS_DONE_MARK } from "./checklist-progress.ts";

export function enhanceChecklists(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>("template[data-mg-checklist]")) {
    const group = doc.getElementById(template.dataset.mgChecklist ?? "");
    const key = template.dataset.mgStorageKey;
    const progress = template.content.querySelector<HTMLElement>(".mg-checklist__progress");
    const warning = template.content.querySelector<HTMLElement>(".mg-checklist__warning");
    if (group && key && progress && warning) enhanceOne(doc, template, group, { key }, progress, warning);
  }
}

function enhanceOne(
  doc: Document,
  template: HTMLTemplateElement,
  group: HTMLElement,
  id: { key: string },
  progress: HTMLElement,
  warning: HTMLElement,
): void {
  const inputs = Array.from(group.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
  const itemIds = inputs.map((input) => input.value);
  const pattern = progress.dataset.mgPattern ?? "";
  progress.removeAttribute("data-mg-pattern");
  template.replaceWith(progress);

  let saved: ChecklistRead = readChecklist(browserStorage(), id, itemIds);
  // Ticks of this visit when they could not be saved.
  let unsaved: string[] | null = null;
  const ticked = () => unsaved ?? saved.ticked;

  const show = () => {
    const now = ticked();
    for (const input of inputs) input.checked = now.includes(input.value);
    progress.textContent = pattern.replace(PROGRESS_DONE_MARK, String(now.length));
    if (!saved.ok || unsaved) progress.after(warning);
    else warning.remove();
  };
  const save = (next: string[]) => {
    if (writeChecklist(browserStorage(), id, next)) {
      unsaved = null;
      saved = readChecklist(browserStorage(), id, itemIds);
    } else {
      unsaved = next;
    }
    show();
  };

  // Ticks made before this ran (the prerender ticks none) are the visitor's: kept beside the saved ones and saved.
  const early = inputs.filter((input) => input.checked).map((input) => input.value);
  const next = itemIds.filter((item) => saved.ticked.includes(item) || early.includes(item));
  if (early.length > 0 && next.length > saved.ticked.length) save(next);
  else show();

  group.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (!inputs.includes(input)) return;
    // As CheckboxGroup's toggle: the item moved to the end when ticked, taken out when not.
    const rest = ticked().filter((item) => item !== input.value);
    save(input.checked ? [...rest, input.value] : rest);
  });
  // Another tab ticked or cleared: follow it (useBrowserSnapshot's "storage" listener on the hydrated page).
  doc.defaultView?.addEventListener("storage", () => {
    saved = readChecklist(browserStorage(), id, itemIds);
    show();
  });
}
