import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Card, Heading, Link } from "@medicare-guide/design-system";
import { HELP_LINES, OFFICIAL_SITES } from "@medicare-guide/content/contacts";
import { STEP_STATUSES, type TimelineContent } from "@medicare-guide/content/enrollment-timeline/index";
import en from "../../../locales/en/enrollment-timeline.json";
import es from "../../../locales/es/enrollment-timeline.json";
import { registerStrings } from "../../i18n/index.ts";
import { BackToLink } from "../legal/BackToLink.tsx";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { EnrollmentChecklist } from "./EnrollmentChecklist.tsx";
import { StatusIcon } from "./StatusIcon.tsx";
import "./EnrollmentTimelinePage.css";

registerStrings("enrollment-timeline", { en, es });

export interface EnrollmentTimelineViewProps {
  /** The page's content in its language, figures filled in (build-time loader). */
  content: TimelineContent;
  /** Length of the Initial Enrollment Period, formatted (from content/figures). */
  iepMonths: string;
}

/**
 * /enrollment-timeline (spec 2.2): the 7 months of the Initial Enrollment Period as
 * an ordered list, each with its status in words (plus a distinct icon shape and
 * colour), How to Apply, Avoid Penalties, a phone-help card and a 5-step checklist.
 */
export function EnrollmentTimelineView({ content, iepMonths }: EnrollmentTimelineViewProps) {
  const { t, i18n } = useTranslation("enrollment-timeline");
  const lang = i18n.language as Lang;
  const ssa = OFFICIAL_SITES.find((site) => site.id === "ssa-gov");

  return (
    <>
      <BackToLink to={routeHref("medicare-101", lang)}>{t("back")}</BackToLink>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede", { months: iepMonths })}</p>

      <section aria-labelledby="et-timeline" className="mg-et__section">
        <Heading level={2} id="et-timeline">
          {t("timeline.title")}
        </Heading>
        <p>{t("timeline.text")}</p>
        <ol className="mg-et__timeline" aria-label={t("timeline.label")}>
          {content.steps.map((step) => (
            <li key={step.id} id={step.id} className={`mg-et__step mg-et__step--${step.status}`}>
              <p className="mg-et__month">{step.month}</p>
              <Heading level={3} size="md" className="mg-et__title">
                {step.title}
              </Heading>
              <p className="mg-et__status" data-status={step.status}>
                <StatusIcon status={step.status} />
                <span>{t("timeline.status", { status: t(`status.${step.status}`) })}</span>
              </p>
              <p className="mg-et__description">{step.description}</p>
            </li>
          ))}
        </ol>
        <Heading level={3} size="md">
          {t("timeline.legendTitle")}
        </Heading>
        <ul className="mg-et__legend" aria-label={t("timeline.legendLabel")}>
          {STEP_STATUSES.map((status) => (
            <li key={status}>
              <span className="mg-et__status" data-status={status}>
                <StatusIcon status={status} />
                <span>{t(`status.${status}`)}</span>
              </span>{" "}
              <span>{t(`statusMeaning.${status}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="et-apply" id="how-to-apply" className="mg-et__section">
        <Heading level={2} id="et-apply">
          {t("apply.title")}
        </Heading>
        {content.apply.map((item) => (
          <div key={item.id}>
            <Heading level={3} size="md">
              {item.heading}
            </Heading>
            <p>{item.text}</p>
          </div>
        ))}
        {ssa && (
          <p>
            <Link href={ssa.url[lang]} standalone>
              {t("apply.ssaLink")}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="et-penalties" id="avoid-penalties" className="mg-et__section">
        <Heading level={2} id="et-penalties">
          {t("penalties.title")}
        </Heading>
        {content.penalties.map((item) => (
          <div key={item.id}>
            <Heading level={3} size="md">
              {item.heading}
            </Heading>
            <p>{item.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="et-help" id="phone-help" className="mg-et__section">
        <Card heading={<span id="et-help">{t("help.title")}</span>} headingLevel={2} className="mg-et__help">
          <p>{t("help.text")}</p>
          <ul className="mg-et__lines">
            {HELP_LINES.map((line) => (
              <li key={line.id}>
                <p className="mg-et__line-name">{line.name[lang]}</p>
                <p>
                  <Link href={`tel:${line.tel}`} standalone external={false}>
                    {line.display}
                  </Link>
                </p>
                <p>{t("help.tty", { number: line.tty })}</p>
                <p>{line.id === "medicare" ? t("help.medicareHours") : t("help.ssaHours")}</p>
              </li>
            ))}
          </ul>
        </Card>
      </section>

      <section aria-labelledby="et-checklist" id="checklist" className="mg-et__section">
        <Heading level={2} id="et-checklist">
          {t("checklist.title")}
        </Heading>
        <EnrollmentChecklist items={content.checklist} />
      </section>

      <section aria-labelledby="et-tools" className="mg-et__section">
        <Heading level={2} id="et-tools">
          {t("tools.title")}
        </Heading>
        <p>{t("tools.text")}</p>
        <ul className="mg-et__links">
          <li>
            <RouterLink to={routeHref("tools-coverage-timeline", lang)} className="mg-et__link">
              {t("tools.coverageTimeline")}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("tools-enrollment-finder", lang)} className="mg-et__link">
              {t("tools.enrollmentFinder")}
            </RouterLink>
          </li>
        </ul>
      </section>

      <section aria-labelledby="et-related" className="mg-et__section">
        <Heading level={2} id="et-related">
          {t("related.title")}
        </Heading>
        <ul className="mg-et__links">
          <li>
            <RouterLink to={routeHref("parts-abcd-comparison", lang)} className="mg-et__link">
              {t("related.parts")}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("medicare-101", lang)} className="mg-et__link">
              {t("related.medicare101")}
            </RouterLink>
          </li>
        </ul>
      </section>
    </>
  );
}
