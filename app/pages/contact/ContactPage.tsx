import { useTranslation } from "react-i18next";
import { Callout, Card, Heading, Link } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content/contacts";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { routeHref, type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { BackToLink } from "../legal/BackToLink.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { CONTACT_EMAIL } from "./contact-form.ts";
import { CONTACT_NS } from "./strings.ts";
import type { Route } from "./+types/ContactPage";
import "./ContactPage.css";
import { useHydrated } from "../../hooks/use-hydrated.ts";

const PATH = routePath("contact-us");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const t = getI18n(lang).getFixedT(lang, CONTACT_NS);
  return pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, getI18n(lang).t),
  });
}

/**
 * /contact-us (spec: Contact): back link home, e-mail card, response-time card,
 * important notice, and the Send a Message form (which opens the visitor's own
 * e-mail program). Without JavaScript the address stays a mailto link.
 */
export default function ContactPage() {
  const { t, i18n } = useTranslation(CONTACT_NS);
  const lang = i18n.language as Lang;
  const medicare = helpLine("medicare");
  const hydrated = useHydrated();
  const mailto = `mailto:${CONTACT_EMAIL}`;

  return (
    <div className="mg-contact">
      <BackToLink to={routeHref("home", lang)}>{t("back")}</BackToLink>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede")}</p>

      <ul className="mg-contact__cards">
        <li>
          <Card heading={t("emailCard.heading")} headingLevel={2}>
            <p>{t("emailCard.text")}</p>
            <p>
              <Link href={mailto} standalone className="mg-contact__address">
                {CONTACT_EMAIL}
              </Link>
            </p>
          </Card>
        </li>
        <li>
          <Card heading={t("responseCard.heading")} headingLevel={2}>
            <p>{t("responseCard.text")}</p>
            <p>{t("responseCard.urgent")}</p>
            <p>
              <Link href={`tel:${medicare.tel}`} standalone>
                {medicare.display}
              </Link>
              <br />
              {t("responseCard.tty", { tty: medicare.tty })}
            </p>
          </Card>
        </li>
      </ul>

      <Callout variant="warning" heading={t("notice.heading")} headingLevel={2} className="mg-contact__notice">
        <ul>
          <li>{t("notice.personalCase")}</li>
          <li>{t("notice.sensitive")}</li>
          <li>{t("notice.help")}</li>
        </ul>
      </Callout>

      <section aria-labelledby="contact-form-title" className="mg-contact__form-section">
        <Heading level={2} id="contact-form-title">
          {t("form.heading")}
        </Heading>
        {hydrated ? (
          <>
            <p>{t("form.intro")}</p>
            <ContactForm />
          </>
        ) : (
          <p>
            {t("form.noScript")} <Link href={mailto}>{CONTACT_EMAIL}</Link>.
          </p>
        )}
      </section>
    </div>
  );
}
