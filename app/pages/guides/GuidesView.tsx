import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PlainButton, Heading, Radio, RadioGroup, Select, TextField, useAnnounce } from "@medicare-guide/design-system";
import {
  guideView,
  INITIAL_GUIDE_FILTER,
  parseSort,
  parseTopic,
  showsPromoAfter,
  type GuideFilterState,
} from "@medicare-guide/content/guides/filter";
import type { GuideCategory, LocalizedGuide } from "@medicare-guide/content/guides/types";
import en from "../../../locales/en/guides.json";
import es from "../../../locales/es/guides.json";
import { registerStrings } from "../../i18n/index.ts";
import { routeHref, type Lang, localizePath, routePath } from "@medicare-guide/content/routes";
import { GuideList } from "./GuideList.tsx";
import "./GuidesPage.css";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { AriaLocale } from "../../components/AriaLocale/index.ts";

registerStrings("guides", { en, es });

/** Wait for a pause in typing before announcing the count, so each key press is not read out. */
export const ANNOUNCE_AFTER_MS = 600;

const QUICK_TOOLS = [
  { key: "costEstimator", to: routePath("tools-cost-estimator") },
  { key: "irmaaCalculator", to: routePath("tools-irmaa-calculator") },
  { key: "enrollmentFinder", to: routePath("tools-enrollment-finder") },
  { key: "planComparison", to: routePath("tools-plan-comparison") },
  { key: "allTools", to: routePath("tools") },
] as const;

export interface GuidesViewProps {
  /** Every guide in the page's language, newest first. */
  guides: LocalizedGuide[];
  /** Category names in the page's language, in the sections' order. */
  categories: { id: GuideCategory; name: string }[];
}

/**
 * The guides listing (spec: search, topic filter, sort Newest / Most Popular /
 * Alphabetical; featured guides only when unfiltered; category sections; a tools
 * promo after every even-numbered section; sidebar of quick tools; contact call to
 * action; the empty message). The rules live in content/guides/filter.ts. Without
 * JavaScript the filters are not shown and the whole list is in the HTML.
 */
export function GuidesView({ guides, categories }: GuidesViewProps) {
  const { t, i18n } = useTranslation("guides");
  const lang = i18n.language as Lang;
  const [filter, setFilter] = useState<GuideFilterState>({ ...INITIAL_GUIDE_FILTER });
  const hydrated = useHydrated();
  const changed = useRef(false);
  const announce = useAnnounce();

  const update = (patch: Partial<GuideFilterState>) => {
    changed.current = true;
    setFilter((current) => ({ ...current, ...patch }));
  };

  const view = guideView(guides, filter, lang);
  const categoryNames = Object.fromEntries(categories.map((c) => [c.id, c.name]));
  const status =
    view.count === 0
      ? t("empty")
      : view.unfiltered
        ? t("count.all", { count: view.count })
        : t("count.found", { count: view.count });

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => announce(status), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, announce]);

  return (
    <AriaLocale>
      <>
        <h1>{t("title")}</h1>
        <p className="mg-page-lede">{t("lede")}</p>

        <div className="mg-guides">
          <div className="mg-guides__main">
            {hydrated && (
              <search aria-label={t("filters.label")} className="mg-guides__filters">
                <TextField
                  label={t("filters.search")}
                  description={t("filters.searchHint")}
                  type="search"
                  value={filter.search}
                  onChange={(search) => update({ search })}
                  autoComplete="off"
                  className="mg-guides__search"
                />
                <Select
                  label={t("filters.topic")}
                  options={[
                    { value: "all", label: t("filters.allTopics") },
                    ...categories.map((c) => ({ value: c.id, label: c.name })),
                  ]}
                  value={filter.topic}
                  onChange={(value) => update({ topic: parseTopic(value) })}
                  className="mg-guides__topic"
                />
                <RadioGroup
                  label={t("filters.sort")}
                  orientation="horizontal"
                  value={filter.sort}
                  onChange={(value) => update({ sort: parseSort(value) })}
                  className="mg-guides__sort"
                >
                  <Radio value="newest">{t("filters.sortNewest")}</Radio>
                  <Radio value="popular">{t("filters.sortPopular")}</Radio>
                  <Radio value="alphabetical">{t("filters.sortAlphabetical")}</Radio>
                </RadioGroup>
                <div className="mg-guides__status">
                  <p className="mg-guides__count">{status}</p>
                  {!view.unfiltered && (
                    <PlainButton variant="secondary" onPress={() => update({ search: "", topic: "all" })}>
                      {t("filters.reset")}
                    </PlainButton>
                  )}
                </div>
              </search>
            )}

            {view.featured.length > 0 && (
              <section aria-labelledby="guides-featured" className="mg-guides__section mg-guides__section--featured">
                <Heading level={2} id="guides-featured">
                  {t("featured.title")}
                </Heading>
                <GuideList guides={view.featured} categoryNames={categoryNames} markFeatured={false} />
              </section>
            )}

            {view.sections.map((section, index) => (
              <Fragment key={section.category}>
                <section aria-labelledby={`guides-${section.category}`} className="mg-guides__section">
                  <Heading level={2} id={`guides-${section.category}`}>
                    {categoryNames[section.category]}
                  </Heading>
                  <GuideList guides={section.guides} categoryNames={categoryNames} markFeatured={!view.unfiltered} />
                </section>
                {showsPromoAfter(index) && (
                  <div className="mg-guides__promo">
                    <p>{t("promo.text")}</p>
                    <p>
                      <RouterLink to={routeHref("tools", lang)} className="mg-guides__promo-link">
                        {t("promo.link")}
                      </RouterLink>
                    </p>
                  </div>
                )}
              </Fragment>
            ))}

            {view.count === 0 && <p className="mg-guides__empty">{t("empty")}</p>}
          </div>

          <nav aria-labelledby="guides-quick-tools" className="mg-guides__sidebar">
            <Heading level={2} size="lg" id="guides-quick-tools">
              {t("sidebar.title")}
            </Heading>
            <ul className="mg-guides__tools">
              {QUICK_TOOLS.map((tool) => (
                <li key={tool.key}>
                  <RouterLink to={localizePath(tool.to, lang)} className="mg-guides__tool-link">
                    {t(`sidebar.${tool.key}`)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-labelledby="guides-contact" className="mg-guides__contact">
          <Heading level={2} id="guides-contact">
            {t("contact.title")}
          </Heading>
          <p>{t("contact.text")}</p>
          <p>
            <RouterLink to={routeHref("contact-us", lang)} className="mg-guides__cta">
              {t("contact.link")}
            </RouterLink>
          </p>
        </section>
      </>
    </AriaLocale>
  );
}
