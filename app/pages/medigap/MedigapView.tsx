import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Card, Heading, Link, OnThisPageLayout } from "@medicare-guide/design-system";
import type { LocalizedBlock, LocalizedLink, LocalizedMedigapPage } from "@medicare-guide/content/medigap/index";
import en from "../../../locales/en/medigap.json";
import es from "../../../locales/es/medigap.json";
import { registerStrings } from "../../i18n/index.ts";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { ContentTable } from "./ContentTable.tsx";
import { Widget } from "./Widgets.tsx";
import "./medigap.css";

registerStrings("medigap", { en, es });

/** A link of the page: a site page through the router (in the page's language), an official site in a new tab. */
function PageLink({ link, lang }: { link: LocalizedLink; lang: Lang }) {
  if (link.external) {
    return (
      <Link href={link.href} external standalone>
        {link.label}
      </Link>
    );
  }
  return (
    <RouterLink to={localizePath(link.href, lang)} className="mg-medigap__link">
      {link.label}
    </RouterLink>
  );
}

function LinkList({ links, lang, className }: { links: LocalizedLink[]; lang: Lang; className?: string }) {
  return (
    <ul className={["mg-medigap__links", className].filter(Boolean).join(" ")}>
      {links.map((link) => (
        <li key={link.href}>
          <PageLink link={link} lang={lang} />
          {link.text && <p>{link.text}</p>}
        </li>
      ))}
    </ul>
  );
}

function Block({
  block,
  page,
  label,
}: {
  block: LocalizedBlock;
  page: LocalizedMedigapPage;
  label: string;
}): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className="mg-medigap__list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "table":
      return <ContentTable table={block} />;
    case "subheading":
      return (
        <Heading level={3} id={block.id} className="mg-medigap__subheading">
          {block.text}
        </Heading>
      );
    case "callout":
      return (
        <Callout heading={block.heading}>
          <p>{block.text}</p>
        </Callout>
      );
    case "plan-cards":
      return (
        <ul className="mg-medigap__cards" aria-label={label}>
          {block.cards.map((card) => (
            <li key={card.id}>
              <Card
                heading={card.title}
                headingLevel={3}
                headingSize="md"
                className="mg-medigap__card"
                footer={card.link ? <PageLink link={card.link} lang={page.lang} /> : undefined}
              >
                <p>{card.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      );
    case "links":
      return <LinkList links={block.links} lang={page.lang} />;
    case "widget":
      return <Widget id={block.widget} widgets={page.widgets} />;
  }
}

/** A date as the page's language writes it ("November 24, 2026", "24 de noviembre de 2026"). */
function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * A Medigap page (/medigap and its four guides): back link, title, lede, the sections (each an h2 with a
 * stable id; the hub adds the On This Page navigation), related reading, a disclaimer and the review date.
 * Everything is in the prerendered HTML; JavaScript only adds the On This Page highlighting and drawer.
 */
export function MedigapView({ page }: { page: LocalizedMedigapPage }) {
  const { t } = useTranslation("medigap");
  const body = page.sections.map((section) => (
    // The id is on the <section> (On This Page observes the whole section and focuses its heading). Left
    // unnamed on purpose: a named section is a region landmark, and five would bury the page's real landmarks.
    <section key={section.id} id={section.id} className="mg-medigap__section">
      <Heading level={2} id={`${section.id}-heading`}>
        {section.heading}
      </Heading>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} page={page} label={t("plansList")} />
      ))}
    </section>
  ));
  return (
    <article className="mg-medigap" aria-labelledby="medigap-title">
      <p className="mg-medigap__back" data-page-text="skip">
        <RouterLink to={localizePath(page.back.href, page.lang)} className="mg-medigap__back-link">
          <span aria-hidden="true">←</span> {page.back.label}
        </RouterLink>
      </p>
      <h1 id="medigap-title">{page.title}</h1>
      <p className="mg-page-lede">{page.lede}</p>

      {page.onThisPage ? (
        <OnThisPageLayout sections={page.sections.map((s) => ({ id: s.id, label: s.heading }))} label={t("onThisPage")}>
          {body}
        </OnThisPageLayout>
      ) : (
        body
      )}

      <section className="mg-medigap__related" aria-labelledby="medigap-related" data-page-text="skip">
        <Heading level={2} id="medigap-related">
          {t("relatedTitle")}
        </Heading>
        <LinkList links={page.related} lang={page.lang} />
      </section>

      <Callout variant="info" label={t("disclaimer.label")} className="mg-medigap__disclaimer">
        <p>{t("disclaimer.text")}</p>
      </Callout>
      <p className="mg-medigap__reviewed">
        {t("reviewed", { year: page.year, date: longDate(page.reviewed, page.lang) })}
      </p>
    </article>
  );
}
