import { useTranslation } from "react-i18next";
import { Accordion, AccordionItem, Heading, Link } from "@medicare-guide/design-system";
import { helpLine, OFFICIAL_SITES } from "@medicare-guide/content/contacts";
import type { FaqItem, FaqLink } from "@medicare-guide/content/faq/types";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { ReaderQuestion } from "../../components/ReaderQuestion/index.ts";
import { ReaderQuestionTemplate } from "../../components/ReaderQuestion/ReaderQuestionForm.tsx";

export interface FaqViewProps {
  /** The ten questions in the page's language, figures filled in (from the loader). */
  faqs: readonly FaqItem[];
  /** The page's language (links are localized with it). */
  lang: Lang;
}

function AnswerLink({ link, lang }: { link: FaqLink; lang: Lang }) {
  return link.href.startsWith("/") ? (
    <Link href={localizePath(link.href, lang)} standalone>
      {link.label}
    </Link>
  ) : (
    <Link href={link.href} external standalone>
      {link.label}
    </Link>
  );
}

/**
 * The FAQ: ten questions in a single-open accordion (one answer open at a time, and it can be closed again;
 * arrow keys, Home and End move between questions). Every answer is in the prerendered HTML.
 */
export function FaqView({ faqs, lang }: FaqViewProps) {
  const { t } = useTranslation("faq");
  const medicare = helpLine("medicare");
  const medicareGov = OFFICIAL_SITES.find((s) => s.id === "medicare-gov")?.url[lang];
  const ship = OFFICIAL_SITES.find((s) => s.id === "shiphelp")?.url[lang];

  return (
    <>
      <p className="mg-faq__back" data-page-text="skip">
        <Link href={localizePath("/", lang)} standalone>
          <span aria-hidden="true">← </span>
          {t("back")}
        </Link>
      </p>
      <Heading level={1}>{t("title")}</Heading>
      <p className="mg-page-lede">{t("lede")}</p>
      {medicareGov && (
        <p>
          {t("official.text")}{" "}
          <Link href={medicareGov} external>
            {t("official.link")}
          </Link>
        </p>
      )}

      <Accordion type="single" headingLevel={2} className="mg-faq__list">
        {faqs.map((faq) => (
          <AccordionItem key={faq.id} id={faq.id} title={faq.question}>
            {faq.answer.map((block, i) =>
              typeof block === "string" ? (
                <p key={i}>{block}</p>
              ) : (
                <ul key={i}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
            {faq.links.length > 0 && (
              <>
                <p className="mg-faq__more-label" id={`faq-${faq.id}-more`}>
                  {t("learnMore")}
                </p>
                <ul className="mg-faq__links" aria-labelledby={`faq-${faq.id}-more`}>
                  {faq.links.map((link) => (
                    <li key={link.href}>
                      <AnswerLink link={link} lang={lang} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </AccordionItem>
        ))}
      </Accordion>

      <section aria-labelledby="faq-help" className="mg-faq__help">
        <Heading level={2} id="faq-help">
          {t("help.title")}
        </Heading>
        <p>{t("help.text")}</p>
        <p>
          {t("help.call")} <a href={`tel:${medicare.tel}`}>{medicare.display}</a>. {t("help.tty")} {medicare.tty}.
        </p>
        {ship && (
          <p>
            {t("help.ship")}{" "}
            <Link href={ship} external>
              {t("help.shipLink")}
            </Link>
          </p>
        )}
      </section>

      {/* The FAQ never hydrates (issue 29): the form comes with the page, for ReaderQuestion.enhance.ts. */}
      <ReaderQuestion template={<ReaderQuestionTemplate />} />
    </>
  );
}
