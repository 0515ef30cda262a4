import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox, CheckboxGroup } from "@medicare-guide/design-system";
import { browserStorage, readChecklist, writeChecklist, type ChecklistRead } from "../path/checklist-storage.ts";
import { storageChanged, useBrowserSnapshot } from "../path/use-browser-snapshot.ts";
import { CHECKLIST_STORAGE } from "./checklist-key.ts";

export interface EnrollmentChecklistProps {
  items: { id: string; text: string }[];
}

/**
 * The 5-step checklist: checkboxes whose ticks are kept on this device with the
 * guidance pages' storage helpers (every storage access guarded; if storage is
 * blocked or throws, the ticks work for the visit and the page says they are not kept).
 */
export function EnrollmentChecklist({ items }: EnrollmentChecklistProps) {
  const { t } = useTranslation("enrollment-timeline");
  const itemKey = items.map((item) => item.id).join("|");
  const snapshot = useBrowserSnapshot(() =>
    JSON.stringify(readChecklist(browserStorage(), CHECKLIST_STORAGE, itemKey.split("|"))),
  );
  const saved = useMemo<ChecklistRead | null>(
    () => (snapshot ? (JSON.parse(snapshot) as ChecklistRead) : null),
    [snapshot],
  );
  const [unsaved, setUnsaved] = useState<string[] | null>(null);
  const ticked = unsaved ?? saved?.ticked ?? [];

  const onChange = (next: string[]) => {
    if (writeChecklist(browserStorage(), CHECKLIST_STORAGE, next)) {
      setUnsaved(null);
      storageChanged();
    } else {
      setUnsaved(next);
    }
  };

  return (
    <>
      <CheckboxGroup
        id="enrollment-checklist-group"
        label={t("checklist.label")}
        description={t("checklist.hint")}
        value={ticked}
        onChange={onChange}
      >
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id}>
            {item.text}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {saved && (
        <p className="mg-et__progress">{t("checklist.progress", { done: ticked.length, total: items.length })}</p>
      )}
      {saved && (!saved.ok || unsaved) && <p className="mg-et__warning">{t("checklist.notSaved")}</p>}
    </>
  );
}
