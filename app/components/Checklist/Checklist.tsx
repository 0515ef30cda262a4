import { useEffect, useMemo, useState } from "react";
import { Checkbox, CheckboxGroup, useNeverHydrates } from "@medicare-guide/design-system";
import {
  browserStorage,
  checklistStorageKey,
  readChecklist,
  writeChecklist,
  type ChecklistId,
  type ChecklistRead,
} from "./checklist-storage.ts";
import { PROGRESS_DONE_MARK } from "./checklist-progress.ts";
import { storageChanged, useBrowserSnapshot } from "./use-browser-snapshot.ts";

export interface ChecklistProps {
  /** The group's id (a fieldset). */
  id: string;
  /** Where the ticks are kept on this device: a guidance page's slug, or `{ key }`. */
  storage: ChecklistId;
  /** Names the group of checkboxes. */
  label: string;
  /** Says how to use the list and that the ticks stay on this device. */
  hint: string;
  /** "2 of 7 done", in the page's words, for a number done (or PROGRESS_DONE_MARK, the enhancement's pattern). */
  progress: (done: number | typeof PROGRESS_DONE_MARK) => string;
  /** Says the ticks will not be kept (storage blocked or refused). */
  notSaved: string;
  items: { id: string; text: string }[];
}

/** "2 of 7 done": how far the visitor is (a pattern with PROGRESS_DONE_MARK, for the enhancement, when given). */
function ChecklistProgress({ text, pattern }: { text: string; pattern?: string }) {
  return (
    <p className="mg-checklist__progress" data-mg-pattern={pattern}>
      {text}
    </p>
  );
}

/** Says the ticks will not be kept (storage blocked or refused). */
function ChecklistNotSaved({ text }: { text: string }) {
  return <p className="mg-checklist__warning">{text}</p>;
}

/**
 * A checklist whose ticks are kept on this device (localStorage, one key per checklist): a guidance page's and
 * the enrollment timeline's 5 steps, each page giving its words. The prerendered HTML lists every item; saved
 * ticks are applied once its code runs. If storage is blocked, the list still works for the visit and says that
 * ticks will not be kept. On a page that never hydrates, Checklist.enhance.ts does the same over this HTML. Its
 * look (Checklist.css) is @imported by each page's stylesheet, so it is there at first paint.
 */
export function Checklist({ id, storage, label, hint, progress, notSaved, items }: ChecklistProps) {
  const neverHydrates = useNeverHydrates();
  const storageKey = checklistStorageKey(storage);
  const itemKey = items.map((item) => item.id).join("|");
  // "" until hydrated; then the saved ticks (a string, so the snapshot compares by value).
  const snapshot = useBrowserSnapshot(() =>
    JSON.stringify(readChecklist(browserStorage(), { key: storageKey }, itemKey.split("|"))),
  );
  const saved = useMemo<ChecklistRead | null>(
    () => (snapshot ? (JSON.parse(snapshot) as ChecklistRead) : null),
    [snapshot],
  );
  // Ticks of this visit when they could not be saved.
  const [unsaved, setUnsaved] = useState<string[] | null>(null);
  const ticked = unsaved ?? saved?.ticked ?? [];

  const onChange = (next: string[]) => {
    if (writeChecklist(browserStorage(), { key: storageKey }, next)) {
      setUnsaved(null);
      storageChanged();
    } else {
      setUnsaved(next);
    }
  };

  // Ticks made before this code ran (the prerendered checkboxes tick natively; the prerender ticks none) are
  // the visitor's: kept beside the saved ones and saved, before the saved ticks are first shown.
  useEffect(() => {
    const early = Array.from(
      document.getElementById(id)?.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked") ?? [],
      (input) => input.value,
    );
    if (early.length === 0) return;
    const ids = itemKey.split("|");
    const kept = readChecklist(browserStorage(), { key: storageKey }, ids).ticked;
    const next = ids.filter((item) => kept.includes(item) || early.includes(item));
    if (next.length > kept.length) onChange(next);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the checklist's code first runs
  }, []);

  return (
    <>
      <CheckboxGroup id={id} label={label} description={hint} value={ticked} onChange={onChange}>
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id}>
            {item.text}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {saved && <ChecklistProgress text={progress(ticked.length)} />}
      {saved && (!saved.ok || unsaved) && <ChecklistNotSaved text={notSaved} />}
      {neverHydrates && (
        // A page that never hydrates (issue 29): the same two lines wait here for Checklist.enhance.ts, the
        // progress with PROGRESS_DONE_MARK for the number done; the storage key says which ticks are this list's.
        <template data-mg-checklist={id} data-mg-storage-key={storageKey}>
          <ChecklistProgress text="" pattern={progress(PROGRESS_DONE_MARK)} />
          <ChecklistNotSaved text={notSaved} />
        </template>
      )}
    </>
  );
}
