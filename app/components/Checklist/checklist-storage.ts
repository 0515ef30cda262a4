/**
 * The checklists (a guidance page's, the enrollment timeline's) remember their ticks on this device
 * (localStorage, one key per page). Every access is guarded: in private modes
 * storage may be missing or throw, and the checklist then still works for the visit.
 */
import { browserStorage, checklistStorageKey, type ChecklistId } from "./device-storage.ts";

export { browserStorage, checklistStorageKey, type ChecklistId };

export interface ChecklistRead {
  /** Ticked ids, in the checklist's order; unknown ids (an item since removed) are dropped. */
  ticked: string[];
  /** False when storage is missing or failed: ticks will not be kept. */
  ok: boolean;
}

/** The saved ticks of a page; nothing ticked when nothing is saved or the saved value is malformed. */
export function readChecklist(
  storage: Pick<Storage, "getItem"> | undefined,
  slug: ChecklistId,
  itemIds: readonly string[],
): ChecklistRead {
  if (!storage) return { ticked: [], ok: false };
  let raw: string | null;
  try {
    raw = storage.getItem(checklistStorageKey(slug));
  } catch {
    return { ticked: [], ok: false };
  }
  if (!raw) return { ticked: [], ok: true };
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return { ticked: [], ok: true };
  }
  const ids = new Set(Array.isArray(saved) ? saved.filter((v): v is string => typeof v === "string") : []);
  return { ticked: itemIds.filter((id) => ids.has(id)), ok: true };
}

/** Saves the ticks of a page (none ticked: the key is removed). True when saved. */
export function writeChecklist(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  slug: ChecklistId,
  ticked: readonly string[],
): boolean {
  if (!storage) return false;
  try {
    if (ticked.length === 0) storage.removeItem(checklistStorageKey(slug));
    else storage.setItem(checklistStorageKey(slug), JSON.stringify([...new Set(ticked)]));
    return true;
  } catch {
    return false;
  }
}
