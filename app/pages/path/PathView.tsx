import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Heading, Link, OnThisPageLayout, Table, useNeverHydrates } from "@medicare-guide/design-system";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { TermText, WordsOnThisPage } from "../../components/PageTerms/index.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { routeHref } from "@medicare-guide/content/routes";
import { QUIZ_ANSWERS_STORAGE_KEY } from "@medicare-guide/content/quiz/storage-key";
import { ListenTemplate } from "../../components/Listen/ListenTemplate.tsx";
import { ChecklistOnFirstUse } from "./ChecklistOnFirstUse.tsx";
import { browserStorage } from "../../components/Checklist/device-storage.ts";
import type { PathView as View, ViewBlock, ViewLink } from "./resolve-path.ts";
import "./PathPage.css";

/**
 * "Listen to this page" is never in the prerendered HTML: its button appears once React runs (Listen.tsx). Its
 * code loads then, after hydration, rather than with the page (issue 10).
 */
const Listen = lazy(() => import("../../components/Listen/index.ts").then((m) => ({ default: m.Listen })));

function ListenWhenLive({ rootIds }: { rootIds: readonly string[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Listen rootIds={rootIds} />
    </Suspense>
  );
}

const QuizNote = lazy(() => import("./QuizNote.tsx").then((m) => ({ default: m.QuizNote })));

/**
 * On a page that never hydrates (issue 29) the note's outcomes wait in a <template> for QuizNote.enhance.ts.
 * Imported at build time only (a top-level await on the server), so a hydrated guide still loads the note's code
 * only for visitors who took the quiz.
 */
const QuizNoteTemplate = import.meta.env.SSR ? (await import("./QuizNote.tsx")).QuizNoteTemplate : null;

/** What "Listen to this page" reads: the whole guide. */
const PAGE_ROOT = ["path-page"];

/** Whether this device holds the quiz's saved answers (storage that cannot be read holds none). */
function hasQuizAnswers(): boolean {
  try {
    return Boolean(browserStorage()?.getItem(QUIZ_ANSWERS_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The "Based on your answers" note, for visitors who took the quiz on this device. It is never in the
 * prerendered HTML, so its code (the note, the quiz's routing rules) loads after hydration and only when
 * saved answers are there (issue 10: only what the page renders).
 */
function QuizNoteIfAnswered({ slug, lang }: { slug: View["slug"]; lang: View["lang"] }) {
  const hydrated = useHydrated();
  const neverHydrates = useNeverHydrates();
  if (neverHydrates && QuizNoteTemplate) return <QuizNoteTemplate slug={slug} lang={lang} />;
  // Read once hydrated (false before); the note itself then follows the saved answers (QuizNote.tsx).
  if (!hydrated || !hasQuizAnswers()) return null;
  return (
    <Suspense fallback={null}>
      <QuizNote slug={slug} lang={lang} />
    </Suspense>
  );
}

/** A content link: a site page through the router, an official site in a new tab (and, in Spanish, marked when the page is in English). */
function ContentLink({ link, inEnglishLabel }: { link: ViewLink; inEnglishLabel: string }) {
  if (!link.external) {
    return (
      <RouterLink to={link.href} className="mg-path__standalone-link">
        {link.label}
      </RouterLink>
    );
  }
  return (
    <Link href={link.href} external standalone>
      {link.inEnglish ? `${link.label} ${inEnglishLabel}` : link.label}
    </Link>
  );
}

function Blocks({ blocks, terms }: { blocks: ViewBlock[]; terms: readonly PageTerm[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === "paragraph")
          return (
            <p key={i}>
              <TermText text={block.text} terms={terms} />
            </p>
          );
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={i} className="mg-path__list">
              {block.items.map((item, j) => (
                <li key={j}>
                  <TermText text={item} terms={terms} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <Table<string[]>
            key={i}
            caption={block.caption}
            columns={block.columns.map((header, c) => ({
              id: String(c),
              header,
              isRowHeader: c === 0,
              numeric: block.numeric.includes(c),
              cell: (row: string[]) => row[c],
            }))}
            rows={block.rows}
          />
        );
      })}
    </>
  );
}

/**
 * A titled part of the page under its h2. Deliberately not a named region: a
 * dozen landmarks would bury the page's real ones; the headings give the outline.
 */
function Part({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section data-part={id} className={["mg-path__part", className].filter(Boolean).join(" ")}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export interface PathViewProps {
  /** The resolved page (resolvePathPage, in the route's build-time loader). */
  view: View;
}

/**
 * A guidance page (/path/<slug>): who it is for, numbered next steps, key facts
 * with this year's figures, the page's topics, common mistakes, a checklist kept
 * on this device, related pages, free help and a disclaimer. Visitors who took
 * the quiz also see which answers led them here.
 */
export function PathView({ view }: PathViewProps) {
  const { t } = useTranslation("paths");
  const inEnglish = t("inEnglish");
  return (
    <div className="mg-path" id="path-page">
      <h1 id="path-title">{view.title}</h1>
      <p className="mg-page-lede">{view.lede}</p>
      <ListenWhenLive rootIds={PAGE_ROOT} />
      {/* A page that never hydrates gets Listen from Listen.enhance.ts (a static import: a lazy part would stream out of order). */}
      <ListenTemplate rootIds={PAGE_ROOT} />

      <QuizNoteIfAnswered slug={view.slug} lang={view.lang} />

      <OnThisPageLayout
        sections={[
          { id: "path-audience", label: t("whoFor") },
          { id: "path-steps", label: t("steps") },
          { id: "path-facts", label: t("facts", { year: view.year }) },
          ...view.sections.map((section) => ({ id: section.id, label: section.heading })),
          { id: "path-mistakes", label: t("mistakes") },
          { id: "path-checklist", label: t("checklist.title") },
          { id: "path-related", label: t("related") },
          { id: "path-help", label: t("help.title") },
        ]}
      >
        <Part id="path-audience" title={t("whoFor")}>
          <ul className="mg-path__list">
            {view.audience.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </Part>

        <Part id="path-steps" title={t("steps")}>
          <ol className="mg-path__steps">
            {view.steps.map((step, i) => (
              <li key={i} className="mg-path__step">
                <Heading level={3} size="lg" className="mg-path__step-title">
                  {step.title}
                </Heading>
                <p>
                  <TermText text={step.text} terms={view.terms} />
                </p>
                {step.link && (
                  <p className="mg-path__step-link">
                    <ContentLink link={step.link} inEnglishLabel={inEnglish} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </Part>

        <Part id="path-facts" title={t("facts", { year: view.year })}>
          <ul className="mg-path__list mg-path__facts">
            {view.facts.map((fact, i) => (
              <li key={i}>
                <TermText text={fact} terms={view.terms} />
              </li>
            ))}
          </ul>
        </Part>

        {view.sections.map((section) => (
          <Part key={section.id} id={section.id} title={section.heading}>
            <Blocks blocks={section.blocks} terms={view.terms} />
            {section.subsections.map((sub) => (
              <section key={sub.id} className="mg-path__subsection">
                <Heading level={3} id={sub.id}>
                  {sub.heading}
                </Heading>
                <Blocks blocks={sub.blocks} terms={view.terms} />
              </section>
            ))}
          </Part>
        ))}

        <Part id="path-mistakes" title={t("mistakes")}>
          <ul className="mg-path__list">
            {view.mistakes.map((mistake, i) => (
              <li key={i}>
                <TermText text={mistake} terms={view.terms} />
              </li>
            ))}
          </ul>
        </Part>

        <Part id="path-checklist" title={t("checklist.title")} className="mg-path__checklist">
          <ChecklistOnFirstUse slug={view.slug} label={view.checklist.label} items={view.checklist.items} />
        </Part>

        <Part id="path-related" title={t("related")}>
          <ul className="mg-path__related" data-page-text="skip">
            {view.related.map((item) => (
              <li key={item.link.href}>
                <ContentLink link={item.link} inEnglishLabel={inEnglish} />
                <p>
                  <TermText text={item.text} terms={view.terms} />
                </p>
              </li>
            ))}
          </ul>
          <p>
            {t("quizPrompt.text")}{" "}
            <RouterLink to={routeHref("find-your-path", view.lang)}>{t("quizPrompt.link")}</RouterLink>
          </p>
        </Part>

        <Part id="path-help" title={t("help.title")}>
          <p>
            {t("help.medicare")} <a href={`tel:${view.help.tel}`}>{view.help.display}</a>, {t("help.hours")}{" "}
            {t("help.tty")} {view.help.tty}
          </p>
          <p>{t("help.ship")}</p>
          <p>
            <Link href={view.help.shipUrl} external standalone>
              {view.help.shipInEnglish ? `${t("help.shipLink")} ${inEnglish}` : t("help.shipLink")}
            </Link>
          </p>
        </Part>
      </OnThisPageLayout>

      <Callout variant="warning" label={t("disclaimer.label")} className="mg-path__disclaimer">
        <p>{t("disclaimer.text")}</p>
      </Callout>

      <WordsOnThisPage terms={view.terms} />
    </div>
  );
}
