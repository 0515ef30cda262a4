import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Accordion, AccordionItem, Heading, Link } from "@medicare-guide/design-system";
import type { LocalizedResourceGroup } from "@medicare-guide/content/resources/index";
import en from "../../../locales/en/resources.json";
import es from "../../../locales/es/resources.json";
import { registerStrings } from "../../i18n/index.ts";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import "./ResourcesPage.css";

registerStrings("resources", { en, es });

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}
/** The address's #hash: empty in the prerendered HTML and during hydration (so both render alike). */
function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
}

export interface ResourcesViewProps {
  /** The six groups in the page's language. */
  groups: LocalizedResourceGroup[];
}

/**
 * Spec: "Verified Medicare Resources", six groups that open independently (all closed
 * at first), each item with its title, description and an external link in a new tab;
 * a button to /state-medicare-links and a back link home. A group named in the
 * address (#extra-help) opens on arrival.
 */
export function ResourcesView({ groups }: ResourcesViewProps) {
  const { t, i18n } = useTranslation("resources");
  const lang = i18n.language as Lang;
  const hash = useLocationHash();
  const [expanded, setExpanded] = useState<string[]>([]);
  // A new #group in the address opens that group (adjusting state while rendering, not in an effect).
  const [seenHash, setSeenHash] = useState("");
  if (hash !== seenHash) {
    setSeenHash(hash);
    const id = decodeURIComponent(hash.slice(1));
    if (groups.some((g) => g.id === id) && !expanded.includes(id)) setExpanded([...expanded, id]);
  }

  return (
    <>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede")}</p>

      <Accordion
        type="multiple"
        headingLevel={2}
        expanded={expanded}
        onExpandedChange={setExpanded}
        className="mg-resources"
      >
        {groups.map((group) => (
          <div key={group.id} id={group.id} className="mg-resources__group">
            <AccordionItem id={group.id} title={group.title}>
              <p>{group.intro}</p>
              <ul className="mg-resources__list">
                {group.items.map((item) => (
                  <li key={item.id} className="mg-resources__item">
                    <Heading level={3} size="md" className="mg-resources__name">
                      <Link href={item.url} external standalone>
                        {item.name}
                      </Link>
                    </Heading>
                    <p className="mg-resources__description">{item.description}</p>
                    <p className="mg-resources__address">
                      {t("address")} <span className="mg-resources__url">{item.displayUrl}</span>
                      {item.inEnglish && <span className="mg-resources__lang"> ({t("inEnglish")})</span>}
                    </p>
                    {item.phone && (
                      <p className="mg-resources__phone">
                        {t("phone")}{" "}
                        <a href={`tel:${item.phone.tel}`} className="mg-resources__tel">
                          {item.phone.display}
                        </a>
                        {item.phone.tty && (
                          <>
                            {". "}
                            {t("tty")} {item.phone.tty}
                          </>
                        )}
                        {item.phone.hours && (
                          <>
                            <br />
                            {t("hours")} {item.phone.hours}
                          </>
                        )}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </AccordionItem>
          </div>
        ))}
      </Accordion>

      <section aria-labelledby="resources-state" className="mg-resources__state">
        <Heading level={2} id="resources-state">
          {t("state.title")}
        </Heading>
        <p>{t("state.text")}</p>
        <p>
          <RouterLink to={routeHref("state-medicare-links", lang)} className="mg-resources__button">
            {t("state.button")}
          </RouterLink>
        </p>
      </section>

      <p className="mg-resources__note">{t("independent")}</p>
      <p data-page-text="skip">
        <RouterLink to={routeHref("home", lang)} className="mg-resources__back">
          <span aria-hidden="true">← </span>
          {t("backHome")}
        </RouterLink>
      </p>
    </>
  );
}
