import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Card, Heading } from "@medicare-guide/design-system";
import { findRoute, routeHref, localizePath } from "@medicare-guide/content/routes";
import { MOST_USED, TOOL_GROUPS, toolEntry, type ToolId } from "../../tools/catalog.ts";
import { useLang } from "../../hooks/use-lang.ts";
import { TOOLS_NS } from "./tool-cards.ts";
import "./ToolsHub.css";

/** A tool appears once its page is built (never a link to a missing page). */
const isBuilt = (id: ToolId): boolean => findRoute(toolEntry(id).path) !== undefined;

/**
 * /tools (the tools specification, "Tools hub and tool screens"): the promise (free, no registration, nothing collected or stored), Most
 * Used Tools (3) and All Tools (8) grouped by topic under the anchors other pages link to, and links to
 * Medicare 101 and the official resources.
 */
export function ToolsHubView() {
  const { t } = useTranslation(TOOLS_NS);
  const lang = useLang();
  const card = (id: ToolId, level: 3 | 4, anchor?: string) => (
    <li key={id} id={anchor}>
      <Card
        heading={t(`hub.tools.${id}.title`)}
        headingLevel={level}
        headingSize={level === 3 ? "lg" : "md"}
        href={localizePath(toolEntry(id).path, lang)}
      >
        <p>{t(`hub.tools.${id}.text`)}</p>
      </Card>
    </li>
  );

  return (
    <div className="mg-tools-hub">
      <h1>{t("hub.title")}</h1>
      <p className="mg-page-lede">{t("hub.lede")}</p>
      <Callout variant="info" heading={t("hub.promise.title")} headingLevel={2}>
        <p>{t("hub.promise.free")}</p>
        <p>{t("hub.promise.private")}</p>
      </Callout>

      <section aria-labelledby="tools-most-used">
        <Heading level={2} id="tools-most-used">
          {t("hub.mostUsed")}
        </Heading>
        <ul className="mg-tools-hub__grid">{MOST_USED.filter(isBuilt).map((id) => card(id, 3))}</ul>
      </section>

      <section aria-labelledby="tools-all">
        <Heading level={2} id="tools-all">
          {t("hub.allTools")}
        </Heading>
        {TOOL_GROUPS.map((group) => {
          const tools = group.tools.filter(isBuilt);
          if (tools.length === 0) return null;
          return (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`tools-group-${group.id}`}
              className="mg-tools-hub__group"
            >
              <Heading level={3} id={`tools-group-${group.id}`}>
                {t(`hub.groups.${group.id}`)}
              </Heading>
              <ul className="mg-tools-hub__grid">{tools.map((id) => card(id, 4, toolEntry(id).anchor))}</ul>
            </section>
          );
        })}
      </section>

      <section aria-labelledby="tools-learn" className="mg-tools-hub__learn">
        <Heading level={2} id="tools-learn">
          {t("hub.learn.title")}
        </Heading>
        <p>{t("hub.learn.text")}</p>
        <ul>
          <li>
            <RouterLink to={routeHref("medicare-101", lang)}>{t("hub.learn.medicare101")}</RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("resources", lang)}>{t("hub.learn.resources")}</RouterLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
