import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton, useNeverHydrates } from "@medicare-guide/design-system";
import { useHydrated } from "../../hooks/use-hydrated.ts";

export interface ShowMoreListProps {
  /** The list's items, in order. */
  items: string[];
  /** Names the list for screen readers ("What Part A covers"); also said by the button. */
  label: string;
  /** Items shown on narrow screens before "+ n more" (default 3). */
  visible?: number;
}

/**
 * A list that, on narrow screens, shows its first items and a real disclosure
 * button "+ n more" (aria-expanded, aria-controls; focus stays on it) revealing
 * the rest. On wide screens (CSS) and without JavaScript every item is shown and
 * there is no button. On a page that never hydrates (issue 29) the prerendered HTML carries the button in a
 * <template> (with both of its labels), which ShowMoreList.enhance.ts puts in place.
 */
export function ShowMoreList({ items, label, visible = 3 }: ShowMoreListProps) {
  const { t } = useTranslation("parts");
  const id = useId();
  const hydrated = useHydrated();
  const neverHydrates = useNeverHydrates();
  const [expanded, setExpanded] = useState(false);
  const extra = items.length - visible;
  const collapsible = hydrated && extra > 0;
  const toggle = (isExpanded: boolean, onPress?: () => void) => (
    <PlainButton
      variant="secondary"
      className="mg-showmore__toggle"
      aria-expanded={isExpanded}
      aria-controls={id}
      onPress={onPress}
      data-mg-show={t("more.show", { count: extra })}
      data-mg-hide={t("more.hide")}
    >
      <span className="mg-showmore__word">{isExpanded ? t("more.hide") : t("more.show", { count: extra })}</span>{" "}
      <span className="mg-visually-hidden">{t("more.context", { list: label })}</span>
    </PlainButton>
  );
  return (
    <div className="mg-showmore" data-collapsed={collapsible && !expanded ? "true" : undefined}>
      <ul id={id} aria-label={label} className="mg-showmore__list">
        {items.map((item, i) => (
          <li key={item} className={i >= visible ? "mg-showmore__extra" : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {collapsible && toggle(expanded, () => setExpanded((v) => !v))}
      {neverHydrates && !hydrated && extra > 0 && <template data-mg-show-more="">{toggle(false)}</template>}
    </div>
  );
}
