/**
 * /resources on a page that never hydrates (issue 29): the group named in the address (#extra-help) opens on
 * arrival and when the address's #group changes, as ResourcesView.tsx does once hydrated (spec "Verified Medicare
 * Resources": "a group named in the address opens"). Opening and closing by the titles, and their keys, are the
 * accordion's own (the inline bootstrap and Accordion.enhance.ts); this opens the group as a press would, without
 * closing the others (the groups open independently).
 */

/** The selector of a group's box: the element the #group in the address names (ResourcesView.tsx). */
export const RESOURCE_GROUP_SELECTOR = ".mg-resources__group";

function openGroupNamedIn(doc: Document, hash: string): void {
  if (hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const group = doc.getElementById(id);
  if (!group?.matches(RESOURCE_GROUP_SELECTOR)) return;
  const trigger = group.querySelector<HTMLButtonElement>("button.mg-accordion__trigger");
  if (!trigger || trigger.getAttribute("aria-expanded") === "true") return;
  trigger.setAttribute("aria-expanded", "true");
  doc.getElementById(trigger.getAttribute("aria-controls") ?? "")?.removeAttribute("hidden");
}

export function enhanceResourceGroups(doc: Document = document): void {
  if (!doc.querySelector(RESOURCE_GROUP_SELECTOR)) return;
  const view = doc.defaultView;
  if (!view) return;
  openGroupNamedIn(doc, view.location.hash);
  view.addEventListener("hashchange", () => openGroupNamedIn(doc, view.location.hash));
}
