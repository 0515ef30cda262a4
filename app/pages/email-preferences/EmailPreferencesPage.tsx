import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, PlainButton, Link, useNeverHydrates } from "@medicare-guide/design-system";
import en from "../../../locales/en/email-preferences.json";
import es from "../../../locales/es/email-preferences.json";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { findRoute, langFromPath, routeHref, routePath, type Lang } from "@medicare-guide/content/routes";
import type { Route } from "./+types/EmailPreferencesPage";
import { EMAIL_CHOICE_EARLY_SCRIPT } from "./EmailPreferences.early.ts";
import "./EmailPreferencesPage.css";

const NS = "email-preferences";
registerStrings(NS, { en, es });

/** The route ids this module renders, and which strings each uses. */
const VIEWS = new Map([
  ["email-preferences", "manage"],
  ["email-preferences-confirmed", "confirmed"],
  ["email-preferences-unsubscribed", "unsubscribed"],
  ["email-preferences-deleted", "deleted"],
  ["email-preferences-invalid-link", "invalid"],
] as const);
type View = "manage" | "confirmed" | "unsubscribed" | "deleted" | "invalid";

function viewOf(pathname: string): { view: View; path: string } {
  const route = findRoute(pathname.replace(/\.data$/, ""));
  const view = route ? VIEWS.get(route.id as never) : undefined;
  if (!route || !view) throw new Error(`No e-mail preferences page at ${pathname}`);
  return { view, path: route.path };
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const { view, path } = viewOf(location.pathname);
  const t = getI18n(lang).getFixedT(lang, NS);
  const key = view === "manage" ? "manage" : view;
  return pageMeta({
    lang,
    path,
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    breadcrumbNames: trailNames(path, lang, getI18n(lang).t),
  });
}

/**
 * /email-preferences and its outcome pages (issue "The quiz function, hardened
 * against abuse": unsubscribe and delete by signed link, confirmed on a
 * bilingual page). The buttons are plain HTML forms with no action, so they
 * post to this very URL, signed link query included, before and without
 * JavaScript; the server hands the post to the email-preferences function,
 * which answers with a redirect to the outcome page. Opening the page never
 * changes anything (mail scanners open links). A reading page (issue 29): it
 * never hydrates; EmailPreferences.enhance.ts sends the buttons' posts.
 */
export default function EmailPreferencesPage({ matches }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as Lang;
  const pathname = matches.at(-1)?.pathname ?? routePath("email-preferences");
  const { view } = viewOf(pathname);
  const neverHydrates = useNeverHydrates();

  if (view !== "manage") {
    return (
      <div className="mg-email-prefs">
        <h1>{t(`${view}.title`)}</h1>
        <p className="mg-page-lede">{t(`${view}.text`)}</p>
        <ul className="mg-email-prefs__links">
          <li>
            <Link href={routeHref("home", lang)} standalone>
              {t("home")}
            </Link>
          </li>
          <li>
            <Link href={routeHref(view === "invalid" ? "contact-us" : "privacy-policy", lang)} standalone>
              {t(view === "invalid" ? "contact" : "privacy")}
            </Link>
          </li>
        </ul>
      </div>
    );
  }

  return (
    <div className="mg-email-prefs">
      <h1>{t("manage.title")}</h1>
      <p className="mg-page-lede">{t("manage.lede")}</p>
      {/* A press offline before the enhancement module runs (EmailPreferences.early.ts). A constant, never
          content; hashed for the CSP. */}
      {/* oxlint-disable-next-line react/no-danger */}
      {neverHydrates && <script dangerouslySetInnerHTML={{ __html: EMAIL_CHOICE_EARLY_SCRIPT }} />}
      {(["confirm", "stop", "delete"] as const).map((action) => (
        <section key={action} id={action} aria-labelledby={`${action}-heading`} className="mg-email-prefs__choice">
          <h2 id={`${action}-heading`}>{t(`manage.${action}.heading`)}</h2>
          <p>{t(`manage.${action}.text`)}</p>
          <ChoiceForm action={action} />
        </section>
      ))}
      <p>
        <Link href={routeHref("privacy-policy", lang)} standalone>
          {t("privacy")}
        </Link>
      </p>
    </div>
  );
}

/**
 * One button's form. No action attribute: it posts to this page's own URL, signed link included, and works so
 * without JavaScript. With it, EmailPreferences.enhance.ts sends the same post itself, so that a press offline (or
 * when no server answers) keeps the visitor here, link and all, and says so as the quiz does (issue 28, "Works on
 * a bad connection": "sending offline says clearly that nothing was sent"): in an error summary that takes focus
 * and beside the button, from these templates; the messages quote the button, in the page's language.
 */
function ChoiceForm({ action }: { action: "confirm" | "stop" | "delete" }) {
  const { t } = useTranslation(NS);
  // The templates only where nothing hydrates (React cannot hydrate a <template>): the route table makes these
  // pages reading pages, so that is always, unless that changes.
  const neverHydrates = useNeverHydrates();
  const targetId = useId();
  const noticeId = useId();
  const button = t(`manage.${action}.button`);
  return (
    <form
      method="post"
      data-mg-email-choice=""
      data-mg-not-sent={t("manage.notSent", { action: button })}
      data-mg-failed={t("manage.failed", { action: button })}
    >
      {neverHydrates && (
        <template data-mg-send-summary="">
          {/* The message goes into the link: the summary's only error, which points at the button. */}
          <ErrorSummary errors={[{ id: targetId, message: "" }]} headingLevel={3} />
        </template>
      )}
      <input type="hidden" name="action" value={action === "stop" ? "unsubscribe" : action} />
      <span id={targetId} className="mg-form-frame__not-sent-target">
        <PlainButton type="submit" variant={action === "confirm" ? "primary" : "secondary"}>
          {button}
        </PlainButton>
      </span>
      {neverHydrates && (
        <template data-mg-send-notice="">
          <p id={noticeId} className="mg-form-frame__not-sent" />
        </template>
      )}
    </form>
  );
}
