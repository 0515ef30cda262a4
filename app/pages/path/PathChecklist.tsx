import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox, CheckboxGroup, useNeverHydrates } from "@medicare-guide/design-system";
import type { PathSlug } from "@medicare-guide/content/quiz/options";
import {
  browserStorage,
  checklistStorageKey,
  readChecklist,
  writeChecklist,
  type ChecklistRead,
} from "./checklist-storage.ts";
import { PROGRESS_DONE_MARK } from "./checklist-progress.ts";
import { storageChanged, useBrowserSnapshot } from "./use-browser-snapshot.ts";

export interface PathChecklistProps {
  /** The group's id (a fieldset). */
  id: string;
  slug: PathSlug;
  /** Names the group of checkboxes. */
  label: string;
  items: { id: string; text: string }[];
}

/** "2 of 7 done": how far the visitor is (a pattern with PROGRESS_DONE_MARK, for the enhancement, when given). */
function ChecklistProgress({ text, pattern }: { text: string; pattern?: string }) {
  return (
    <p className="mg-path__checklist-progress" data-mg-pattern={pattern}>
      {text}
    </p>
  );
}

/** Says the ticks will not be kept (storage blocked or refused). */
function ChecklistNotSaved({ text }: { text: string }) {
  return <p className="mg-path__checklist-warning">{text}</p>;
}

/**
 * The page's checklist: a labelled group of checkboxes whose ticks are kept on
 * this device (localStorage, per page). The prerendered HTML lists every item;
 * saved ticks are applied after hydration. If storage is blocked, the list still
 * works for the visit and says that ticks will not be kept.
 */
export function PathChecklist({ id, slug, label, items }: PathChecklistProps) {
  const { t } = useTranslation("paths");
  const neverHydrates = useNeverHydrates();
  const itemKey = items.map((item) => item.id).join("|");
  // "" until hydrated; then the saved ticks (a string, so the snapshot compares by value).
  const snapshot = useBrowserSnapshot(() => JSON.stringify(readChecklist(browserStorage(), slug, itemKey.split("|"))));
  const saved = useMemo<ChecklistRead | null>(
    () => (snapshot ? (JSON.parse(snapshot) as ChecklistRead) : null),
    [snapshot],
  );
  // Ticks of this visit when they could not be saved.
  const [unsaved, setUnsaved] = useState<string[] | null>(null);
  const ticked = unsaved ?? saved?.ticked ?? [];

  const onChange = (next: string[]) => {
    if (writeChecklist(browserStorage(), slug, next)) {
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
    const kept = readChecklist(browserStorage(), slug, ids).ticked;
    const next = ids.filter((item) => kept.includes(item) || early.includes(item));
    if (next.length > kept.length) onChange(next);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the checklist's code first runs
  }, []);

  return (
    <>
      <CheckboxGroup id={id} label={label} description={t("checklist.hint")} value={ticked} onChange={onChange}>
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id}>
            {item.text}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {saved && <ChecklistProgress text={t("checklist.progress", { done: ticked.length, total: items.length })} />}
      {saved && (!saved.ok || unsaved) && <ChecklistNotSaved text={t("checklist.notSaved")} />}
      {neverHydrates && (
        // A page that never hydrates (issue 29): the same two lines wait here for PathChecklist.enhance.ts, the
        // progress with "#" for the number done; the storage key says which ticks are this page's.
        <template data-mg-checklist={id} data-mg-storage-key={checklistStorageKey(slug)}>
          <ChecklistProgress
            text=""
            pattern={t("checklist.progress", { done: PROGRESS_DONE_MARK, total: items.length })}
          />
          <ChecklistNotSaved text={t("checklist.notSaved")} />
        </template>
      )}
    </>
  );
}
