import { useTranslation } from "react-i18next";
import { Card } from "@medicare-guide/design-system";
import { HOME_NS } from "./strings.ts";

interface TodayTipProps {
  /** Every tip in the page's language, figures filled in at build time. */
  tips: string[];
  /** The tip index for the build date: what the prerendered HTML shows. */
  buildIndex: number;
}

/**
 * Today's Medicare Tip (spec: home page). The prerendered page shows the build day's tip, and carries every tip in
 * an inert <template> (text, never JavaScript): on this reading page (issue 29) TodayTip.enhance.ts shows the
 * visitor's own day's tip from it. Without JavaScript the build day's tip stays.
 */
export function TodayTip({ tips, buildIndex }: TodayTipProps) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Card heading={t("tip.title")} headingLevel={2} className="mg-home-tip">
      <p data-mg-tip={buildIndex}>{tips[buildIndex]}</p>
      <template data-mg-tips="">
        {tips.map((tip, index) => (
          <p key={index}>{tip}</p>
        ))}
      </template>
    </Card>
  );
}
