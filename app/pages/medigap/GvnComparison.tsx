import { useTranslation } from "react-i18next";
import { Card } from "@medicare-guide/design-system";
import type { Widgets } from "@medicare-guide/content/medigap/index";
import { ContentTable } from "./ContentTable.tsx";

export type GvnComparisonData = NonNullable<Widgets["gvn-comparison"]>;

/**
 * THE Plan G vs. Plan N comparison block, shared by /medigap-plans and /medigap/plan-g-vs-n:
 * the coverage table and a card per plan (key benefits and costs, typical premium range labelled as an
 * illustrative estimate, who it suits). Sits under the page's h2; card titles are h3.
 */
export function GvnComparison({ data }: { data: GvnComparisonData }) {
  const { t } = useTranslation("medigap");
  return (
    <div className="mg-medigap__gvn">
      <p>{data.intro}</p>
      <ContentTable table={data.table} />
      <ul className="mg-medigap__cards" aria-label={t("comparisonCards")}>
        {data.cards.map((card) => (
          <li key={card.id}>
            <Card heading={card.title} headingLevel={3} headingSize="md" className="mg-medigap__card">
              <ul className="mg-medigap__points" aria-label={t("keyPoints", { plan: card.title })}>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p>
                <strong>{card.premiumLabel}:</strong> {card.premium}
              </p>
              <p>
                <strong>{card.bestForLabel}:</strong> {card.bestFor}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
