import { useTranslation } from "react-i18next";
import type { PathSlug } from "@medicare-guide/content/quiz/options";
import { Checklist } from "../../components/Checklist/index.ts";

export interface PathChecklistProps {
  /** The group's id (a fieldset). */
  id: string;
  slug: PathSlug;
  /** Names the group of checkboxes. */
  label: string;
  items: { id: string; text: string }[];
}

/** A guidance page's checklist, its ticks kept per page (the slug's key), in the guides' words. */
export function PathChecklist({ id, slug, label, items }: PathChecklistProps) {
  const { t } = useTranslation("paths");
  return (
    <Checklist
      id={id}
      storage={slug}
      label={label}
      hint={t("checklist.hint")}
      progress={(done) => t("checklist.progress", { done, total: items.length })}
      notSaved={t("checklist.notSaved")}
      items={items}
    />
  );
}
