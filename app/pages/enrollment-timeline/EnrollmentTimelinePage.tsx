import { formatFigure } from "@medicare-guide/content/figures/index";
import { getTimelineContent } from "@medicare-guide/content/enrollment-timeline/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { EnrollmentTimelineView } from "./EnrollmentTimelineView.tsx";
import type { Route } from "./+types/EnrollmentTimelinePage";

const PATH = routePath("enrollment-timeline");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "enrollment-timeline", (t, lang, i18n) => ({
    title: t("meta.title"),
    description: t("meta.description"),
    article: { headline: t("title"), datePublished: "2026-11-24", author: i18n.t("common:siteName") },
  }));
}

/** Runs at build time (prerender): this language's steps, sections and checklist with the figures filled in. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { content: getTimelineContent(lang), iepMonths: formatFigure("enrollment.iep.months", lang) };
}

/** /enrollment-timeline: the view gets this language's content from the build-time loader. */
export default function EnrollmentTimelinePage({ loaderData }: Route.ComponentProps) {
  return <EnrollmentTimelineView content={loaderData.content} iepMonths={loaderData.iepMonths} />;
}
