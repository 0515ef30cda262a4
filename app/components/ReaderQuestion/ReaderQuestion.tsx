import { lazy, Suspense, useId, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Heading, Link } from "@medicare-guide/design-system";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import en from "../../../locales/en/reader-question.json";
import es from "../../../locales/es/reader-question.json";
import { registerStrings } from "../../i18n/index.ts";

/** The form's code loads once the page runs (issue "Useful from the first paint": less JS up front). */
const ReaderQuestionForm = lazy(() => import("./ReaderQuestionForm.tsx"));

registerStrings("reader-question", { en, es });

const noSubscribe = () => () => {};

export interface ReaderQuestionProps {
  /** Outline level of the box's heading (default 2). */
  headingLevel?: 2 | 3;
  /**
   * A page that never hydrates (issue 29) passes `<ReaderQuestionTemplate />` (ReaderQuestionForm.tsx): the form in
   * a <template> beside the link, for ReaderQuestion.enhance.ts. Imported by that page itself, not lazily here: a
   * lazy part of a prerendered page arrives out of order, put in place by React's inline script after the
   * enhancement module has looked for it.
   */
  template?: ReactNode;
}

/**
 * "Have a Medicare Question?": a box where readers note a question. It is kept in
 * this browser only (localStorage `userQuestions`); the confirmation says so and
 * points to Medicare's help line and the contact form. Without JavaScript (the
 * prerendered page) it shows a link to the contact form instead of a form that
 * could not work. A reading page, which never hydrates, also carries the form in a <template> (its `template`)
 * that ReaderQuestion.enhance.ts puts in the link's place (issue 29).
 */
export function ReaderQuestion({ headingLevel = 2, template }: ReaderQuestionProps) {
  const { t, i18n } = useTranslation("reader-question");
  const lang: Lang = i18n.language === "es" ? "es" : "en";
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const headingId = useId();
  const contactHref = routeHref("contact-us", lang);
  // Until the form runs (and without JavaScript): a link to the contact form, never a dead form.
  const fallback = (
    <p data-mg-reader-question-fallback="">
      {t("noJs")} <Link href={contactHref}>{t("noJsLink")}</Link>.
    </p>
  );

  return (
    <section className="mg-reader-question" aria-labelledby={headingId} data-print="hide" data-page-text="skip">
      <Heading level={headingLevel} id={headingId}>
        {t("title")}
      </Heading>
      {!hydrated ? (
        <>
          {fallback}
          {template}
        </>
      ) : (
        <Suspense fallback={fallback}>
          <ReaderQuestionForm />
        </Suspense>
      )}
    </section>
  );
}
