import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Link, Table, TextField, useAnnounce, type TableColumn } from "@medicare-guide/design-system";
import { filterStates } from "@medicare-guide/content/states/filter";
import { SHIP_LOCATOR_URL, type LocalizedStateProgram } from "@medicare-guide/content/states/types";
import type { DirectoryChecked } from "@medicare-guide/content/states/index";
import en from "../../../locales/en/states.json";
import es from "../../../locales/es/states.json";
import { registerStrings } from "../../i18n/index.ts";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import "./StateLinksPage.css";
import { useHydrated } from "../../hooks/use-hydrated.ts";

registerStrings("states", { en, es });

/** Wait for a pause in typing before announcing the count, so each key press is not read out. */
export const ANNOUNCE_AFTER_MS = 600;

/** The table's columns: State or territory (row headers), Program name, Website (an external link). */
function stateColumns(labels: {
  state: string;
  program: string;
  link: string;
  locatorLink: string;
  phone: string;
  noPhone: string;
}): TableColumn<LocalizedStateProgram>[] {
  return [
    { id: "state", header: labels.state, isRowHeader: true },
    {
      id: "program",
      header: labels.program,
      cell: (row) => (row.programLang ? <span lang={row.programLang}>{row.program}</span> : row.program),
    },
    {
      id: "link",
      header: labels.link,
      cell: (row) => (
        <Link href={row.url} external className="mg-state-links__link">
          {row.usesLocator ? labels.locatorLink : row.displayUrl}
        </Link>
      ),
    },
    {
      // Only a phone an official source gives (content/states/sources.ts); never a guessed one.
      id: "phone",
      header: labels.phone,
      cell: (row) =>
        row.phone ? (
          <a href={`tel:${row.phone.tel}`} className="mg-state-links__link">
            {row.phone.display}
          </a>
        ) : (
          labels.noPhone
        ),
    },
  ];
}

export interface StateLinksViewProps {
  /** The 54 rows in the page's language, sorted by name. */
  rows: LocalizedStateProgram[];
  /** When the rows' sources were read (content/states/sources.ts), as dates in the page's language. */
  checked: DirectoryChecked;
}

/**
 * Spec: a table of State/Territory, Program Name and Link (53 rows in the spec; 54 with Guam), an external link
 * to the national directory, a back link to /resources and a contact link. A live
 * filter by state name (once JavaScript runs; without it the whole table is there)
 * with the count shown and announced politely.
 */
export function StateLinksView({ rows, checked }: StateLinksViewProps) {
  const { t, i18n } = useTranslation("states");
  const lang = i18n.language as Lang;
  const [query, setQuery] = useState("");
  const hydrated = useHydrated();
  const announce = useAnnounce();
  const typed = useRef(false);

  const shown = filterStates(rows, query);
  const total = rows.length;
  const status =
    shown.length === 0
      ? t("filter.none", { query: query.trim() })
      : shown.length === total
        ? t("filter.all", { total })
        : t("filter.some", { count: shown.length, total });

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => announce(status), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, announce]);

  const columns = stateColumns({
    state: t("table.state"),
    program: t("table.program"),
    link: t("table.link"),
    locatorLink: t("table.locatorLink"),
    phone: t("table.phone"),
    noPhone: t("table.noPhone"),
  });

  return (
    <>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede")}</p>
      <p>
        <Link href={SHIP_LOCATOR_URL} external standalone>
          {t("nationalLink")}
        </Link>
      </p>
      <Callout variant="info" heading={t("locator.heading")} headingLevel={2}>
        <p>{t("locator.text")}</p>
      </Callout>

      {hydrated && (
        <div className="mg-state-links__filter">
          <TextField
            label={t("filter.label")}
            description={t("filter.hint")}
            type="search"
            value={query}
            onChange={(value) => {
              typed.current = true;
              setQuery(value);
            }}
            width={20}
            autoComplete="off"
          />
          <p className="mg-state-links__count">{status}</p>
        </div>
      )}

      <p className="mg-state-links__checked">
        {checked.first === checked.last
          ? t("checkedOn", { date: checked.first })
          : t("checked", { first: checked.first, last: checked.last })}
      </p>

      {shown.length > 0 && (
        <Table
          caption={t("table.caption")}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.code}
          className="mg-state-links__table"
        />
      )}

      <p className="mg-state-links__note">{t("changes")}</p>
      <p>
        {t("contact.text")}{" "}
        <RouterLink to={routeHref("contact-us", lang)} className="mg-state-links__inline">
          {t("contact.link")}
        </RouterLink>
        .
      </p>
      <p data-page-text="skip">
        <RouterLink to={routeHref("resources", lang)} className="mg-state-links__back">
          <span aria-hidden="true">← </span>
          {t("backToResources")}
        </RouterLink>
      </p>
    </>
  );
}
