import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@medicare-guide/design-system";
import { tipIndexForDate } from "@medicare-guide/content/tips/day-index";

const noSubscribe = () => () => {};

interface TodayTipProps {
  /** Every tip in the page's language, figures filled in at build time. */
  tips: string[];
  /** The tip index for the build date: what the prerendered HTML shows. */
  buildIndex: number;
}

/** Today's Medicare Tip: the prerendered page shows the build day's tip; once hydrated, the visitor's own day. */
export function TodayTip({ tips, buildIndex }: TodayTipProps) {
  const { t } = useTranslation("home");
  const index = useSyncExternalStore(
    noSubscribe,
    () => tipIndexForDate(new Date(), tips.length),
    () => buildIndex,
  );
  return (
    <Card heading={t("tip.title")} headingLevel={2} className="mg-home-tip">
      <p>{tips[index]}</p>
    </Card>
  );
}
