import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "@medicare-guide/design-system";
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
 * there is no button.
 */
export function ShowMoreList({ items, label, visible = 3 }: ShowMoreListProps) {
  const { t } = useTranslation("parts");
  const id = useId();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const extra = items.length - visible;
  const collapsible = hydrated && extra > 0;
  return (
    <div className="mg-showmore" data-collapsed={collapsible && !expanded ? "true" : undefined}>
      <ul id={id} aria-label={label} className="mg-showmore__list">
        {items.map((item, i) => (
          <li key={item} className={i >= visible ? "mg-showmore__extra" : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {collapsible && (
        <PlainButton
          variant="secondary"
          className="mg-showmore__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onPress={() => setExpanded((v) => !v)}
        >
          {expanded ? t("more.hide") : t("more.show", { count: extra })}{" "}
          <span className="mg-visually-hidden">{t("more.context", { list: label })}</span>
        </PlainButton>
      )}
    </div>
  );
}
