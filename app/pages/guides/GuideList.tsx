import { useTranslation } from "react-i18next";
import { Card, Link } from "@medicare-guide/design-system";
import type { LocalizedGuide } from "@medicare-guide/content/guides/types";
import { localizePath, type Lang } from "@medicare-guide/content/routes";

export interface GuideListProps {
  guides: LocalizedGuide[];
  /** Category names by id, in the page's language. */
  categoryNames: Record<string, string>;
  /** Marks featured guides with a "Featured" label (used while the list is filtered). */
  markFeatured: boolean;
}

/** A list of guide cards: the title is the guide's link (official pages open in a new tab). */
export function GuideList({ guides, categoryNames, markFeatured }: GuideListProps) {
  const { t, i18n } = useTranslation("guides");
  const lang = i18n.language as Lang;
  return (
    <ul className="mg-guides__list">
      {guides.map((guide) => (
        <li key={guide.id}>
          <Card
            headingLevel={3}
            headingSize="md"
            className="mg-guides__card"
            heading={
              <Link
                href={guide.external ? guide.url : localizePath(guide.url, lang)}
                external={guide.external}
                standalone
                className="mg-guides__link"
              >
                {guide.title}
              </Link>
            }
          >
            <p className="mg-guides__meta">
              <span>{categoryNames[guide.category]}</span>
              {markFeatured && guide.featured && <span className="mg-guides__badge">{t("featured.badge")}</span>}
              {guide.external && <span>{t("opensOfficial")}</span>}
            </p>
            <p>{guide.excerpt}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
