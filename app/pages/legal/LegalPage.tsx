import { useTranslation } from "react-i18next";
import { Heading, OnThisPageLayout } from "@medicare-guide/design-system";
import en from "../../../locales/en/legal.json";
import es from "../../../locales/es/legal.json";
import { registerStrings } from "../../i18n/index.ts";
import { localizePath } from "@medicare-guide/content/routes";
import { BackLink } from "./BackLink.tsx";
import { InlineContent } from "./InlineContent.tsx";
import type { LegalPageView, ViewBlock } from "./resolve-legal.ts";
import "./LegalPage.css";

registerStrings("legal", { en, es });

export interface LegalPageProps {
  /** The resolved page (from resolveLegalPage in the route's loader). */
  page: LegalPageView;
}

function Blocks({ blocks }: { blocks: ViewBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === "paragraph") {
          return (
            <p key={i}>
              <InlineContent content={block.content} />
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={i} className="mg-legal__list">
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineContent content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}

/**
 * A legal or policy page (disclaimer, privacy, editorial policy, accessibility
 * statement): optional Back link, h1, lede, "Last updated" date, a table of
 * contents of its sections (OnThisPage: a sticky column on wide screens), then each section under an h2 (subsections h3).
 */
export function LegalPage({ page }: LegalPageProps) {
  const { t } = useTranslation("legal");
  return (
    <div className="mg-legal">
      {page.backLink && <BackLink fallback={localizePath("/", page.lang)}>{t("back")}</BackLink>}
      <h1 id="legal-title">{page.title}</h1>
      <p className="mg-page-lede">
        <InlineContent content={page.lede} />
      </p>
      <p className="mg-legal__updated">
        {t("updated")} <time dateTime={page.updated}>{page.updatedLabel}</time>
      </p>

      <OnThisPageLayout
        label={t("toc")}
        sections={page.sections.map((section) => ({ id: section.id, label: section.heading }))}
      >
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} className="mg-legal__section">
            <Heading level={2}>{section.heading}</Heading>
            <Blocks blocks={section.blocks} />
            {section.subsections.map((sub) => (
              <section key={sub.id} id={sub.id} className="mg-legal__subsection">
                <Heading level={3}>{sub.heading}</Heading>
                <Blocks blocks={sub.blocks} />
              </section>
            ))}
          </section>
        ))}
      </OnThisPageLayout>
    </div>
  );
}
