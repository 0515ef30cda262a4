import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox, CheckboxGroup } from "@medicare-guide/design-system";
import type { PathSlug } from "@medicare-guide/content/quiz/options";
import { browserStorage, readChecklist, writeChecklist, type ChecklistRead } from "./checklist-storage.ts";
import { storageChanged, useBrowserSnapshot } from "./use-browser-snapshot.ts";

export interface PathChecklistProps {
  /** The group's id (a fieldset). */
  id: string;
  slug: PathSlug;
  /** Names the group of checkboxes. */
  label: string;
  items: { id: string; text: string }[];
}

/**
 * The page's checklist: a labelled group of checkboxes whose ticks are kept on
 * this device (localStorage, per page). The prerendered HTML lists every item;
 * saved ticks are applied after hydration. If storage is blocked, the list still
 * works for the visit and says that ticks will not be kept.
 */
export function PathChecklist({ id, slug, label, items }: PathChecklistProps) {
  const { t } = useTranslation("paths");
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
      {saved && (
        <p className="mg-path__checklist-progress">
          {t("checklist.progress", { done: ticked.length, total: items.length })}
        </p>
      )}
      {saved && (!saved.ok || unsaved) && <p className="mg-path__checklist-warning">{t("checklist.notSaved")}</p>}
    </>
  );
}
