import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Card, Heading, OnThisPageLayout } from "@medicare-guide/design-system";
import type { LocalizedTool, LocalizedTopic } from "@medicare-guide/content/medicare101/index";
import en from "../../../locales/en/medicare101.json";
import es from "../../../locales/es/medicare101.json";
import { registerStrings } from "../../i18n/index.ts";
import { routeHref, type Lang, localizePath } from "@medicare-guide/content/routes";
import "./Medicare101Page.css";

registerStrings("medicare101", { en, es });

export interface Medicare101ViewProps {
  /** Topic cards in the page's language, figures filled in. */
  topics: LocalizedTopic[];
  /** Featured tools in the page's language. */
  tools: LocalizedTool[];
}

/**
 * The education hub (spec: topic cards with link lists, featured tools, a quiz
 * prompt and a latest-updates box linking to /news).
 */
export function Medicare101View({ topics, tools }: Medicare101ViewProps) {
  const { t, i18n } = useTranslation("medicare101");
  const lang = i18n.language as Lang;

  return (
    <>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede")}</p>
      <p>{t("intro")}</p>

      <OnThisPageLayout
        sections={[
          { id: "m101-topics", label: t("topics.title") },
          { id: "m101-tools", label: t("tools.title") },
          { id: "m101-quiz", label: t("quiz.title") },
          { id: "m101-updates", label: t("updates.title") },
        ]}
      >
        <section aria-labelledby="m101-topics">
          <Heading level={2} id="m101-topics">
            {t("topics.title")}
          </Heading>
          <ul className="mg-m101__grid">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Card
                  heading={topic.title}
                  headingLevel={3}
                  headingSize="md"
                  href={localizePath(topic.href, lang)}
                  footer={
                    topic.related.length > 0 ? (
                      <ul className="mg-m101__related" aria-label={t("topics.moreLabel", { topic: topic.title })}>
                        {topic.related.map((link) => (
                          <li key={link.href}>
                            <RouterLink to={localizePath(link.href, lang)} className="mg-m101__related-link">
                              {link.label}
                            </RouterLink>
                          </li>
                        ))}
                      </ul>
                    ) : undefined
                  }
                >
                  <p>{topic.summary}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="m101-tools">
          <Heading level={2} id="m101-tools">
            {t("tools.title")}
          </Heading>
          <p>{t("tools.text")}</p>
          <ul className="mg-m101__tools">
            {tools.map((tool) => (
              <li key={tool.id}>
                <RouterLink to={localizePath(tool.href, lang)} className="mg-m101__tool-link">
                  {tool.title}
                </RouterLink>
                <span className="mg-m101__tool-text">{tool.description}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="m101-quiz" className="mg-m101__quiz">
          <Heading level={2} id="m101-quiz">
            {t("quiz.title")}
          </Heading>
          <p>{t("quiz.text")}</p>
          <p>
            <RouterLink to={routeHref("find-your-path", lang)} className="mg-m101__cta">
              {t("quiz.cta")}
            </RouterLink>
          </p>
        </section>

        <section aria-labelledby="m101-updates" className="mg-m101__updates">
          <Heading level={2} id="m101-updates">
            {t("updates.title")}
          </Heading>
          <p>{t("updates.text")}</p>
          <p>
            <RouterLink to={routeHref("news", lang)} className="mg-m101__related-link">
              {t("updates.link")}
            </RouterLink>
          </p>
        </section>
      </OnThisPageLayout>
    </>
  );
}
