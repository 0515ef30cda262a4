import { useTranslation } from "react-i18next";
import { Checklist } from "../../components/Checklist/index.ts";
import { CHECKLIST_STORAGE } from "./checklist-key.ts";

export interface EnrollmentChecklistProps {
  items: { id: string; text: string }[];
}

/**
 * The 5-step checklist, its ticks kept on this device under the timeline's own key (checklist-key.ts), in the
 * timeline's words. The guides' checklist, so the same enhancement (Checklist.enhance.ts) on this reading page.
 */
export function EnrollmentChecklist({ items }: EnrollmentChecklistProps) {
  const { t } = useTranslation("enrollment-timeline");
  return (
    <Checklist
      id="enrollment-checklist-group"
      storage={CHECKLIST_STORAGE}
      label={t("checklist.label")}
      hint={t("checklist.hint")}
      progress={(done) => t("checklist.progress", { done, total: items.length })}
      notSaved={t("checklist.notSaved")}
      items={items}
    />
  );
}
