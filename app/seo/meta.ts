import type { i18n as I18n, Namespace, TFunction } from "i18next";
import type { MetaDescriptor } from "react-router";
import {
  breadcrumbTrail,
  findRoute,
  langFromPath,
  localizePath,
  robotsDirective,
  routeTitleKey,
  type Crumb,
  type Lang,
} from "@medicare-guide/content/routes";
import { getI18n } from "../i18n/index.ts";

declare const MG_SITE_URL: string;

/** Absolute URL of a path on the public site (SITE_URL at build time). */
export function absoluteUrl(path: string): string {
  return new URL(path, MG_SITE_URL).toString();
}

export interface PageMetaInput {
  lang: Lang;
  /** English path of the page (the route table's path). */
  path: string;
  title: string;
  description: string;
  /** Translated breadcrumb names, in trail order (Home first). Omit on home. */
  breadcrumbNames?: string[];
  /** Adds Article JSON-LD and og:type article. */
  article?: { headline: string; datePublished: string; dateModified?: string; author: string };
  /** The 404 page: noindex, no canonical. */
  notFound?: boolean;
}

/**
 * Every page's head (spec: title, description, canonical, robots index,follow,
 * social-preview tags, hreflang alternates with x-default, JSON-LD). A utility page of the route table (search,
 * the e-mail links' pages: isContentPage) says noindex, follow, like the 404, and keeps the rest of its head.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { lang, path, title, description } = input;
  const siteName = lang === "es" ? "Guía de Medicare" : "Medicare Guide";
  const fullTitle = path === "/" ? `${title} | ${siteName}` : `${title} | ${siteName}`;
  const url = absoluteUrl(localizePath(path, lang));
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  const locale = { property: "og:locale", content: lang === "es" ? "es_US" : "en_US" };
  if (input.notFound) {
    // Not indexed, but its language is still declared like every other page's (the Spanish gate checks it).
    meta.push({ name: "robots", content: "noindex, follow" }, locale);
    return meta;
  }
  meta.push(
    { name: "robots", content: robotsDirective(findRoute(path)) },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(localizePath(path, "en")) },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: absoluteUrl(localizePath(path, "es")) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizePath(path, "en")) },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.article ? "article" : "website" },
    locale,
    { name: "twitter:card", content: "summary" },
  );
  if (input.breadcrumbNames) meta.push({ "script:ld+json": breadcrumbJsonLd(path, lang, input.breadcrumbNames) });
  if (input.article) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: input.article.headline,
        datePublished: input.article.datePublished,
        dateModified: input.article.dateModified ?? input.article.datePublished,
        author: { "@type": "Organization", name: input.article.author },
        inLanguage: lang === "es" ? "es-US" : "en-US",
        mainEntityOfPage: url,
      },
    });
  }
  return meta;
}

/** BreadcrumbList JSON-LD for a page, names in trail order. */
export function breadcrumbJsonLd(path: string, lang: Lang, names: string[]) {
  const trail = breadcrumbTrail(localizePath(path, lang));
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    // A crumb that is not a page (plain text in the trail) is left out: every item needs a URL.
    itemListElement: trail
      .map((crumb, i) => ({ crumb, name: names[i] ?? crumb.segment }))
      .filter(({ crumb }) => crumb.linked)
      .map(({ crumb, name }, i) => ({ "@type": "ListItem", position: i + 1, name, item: absoluteUrl(crumb.href) })),
  };
}

/**
 * A crumb's name: its route's title; for a segment that is not a route, its own
 * title in routes.json if it has one (the "path" of /path/x), else the raw segment.
 */
export function crumbName(
  crumb: Crumb,
  t: (key: string, options: { defaultValue: string; year?: number }) => string,
): string {
  if (crumb.routeId) {
    const { key, year } = routeTitleKey(crumb.routeId);
    return t(`routes:${key}`, { defaultValue: crumb.segment, ...(year === undefined ? {} : { year }) });
  }
  return /^[a-z0-9-]+$/.test(crumb.segment)
    ? t(`routes:${crumb.segment}`, { defaultValue: crumb.segment })
    : crumb.segment;
}

/** Translated names of a page's breadcrumb trail (see crumbName). */
export function trailNames(
  path: string,
  lang: Lang,
  t: (key: string, options: { defaultValue: string }) => string,
): string[] {
  return breadcrumbTrail(localizePath(path, lang)).map((crumb) => crumbName(crumb, t));
}

/**
 * The head of a page whose title and description live in its own locale namespace, with breadcrumbs from
 * the route table: what every page's `meta` export did by hand (language from the address, that
 * language's strings, the trail's names).
 */
export function localizedPageMeta<const N extends Namespace>(
  pathname: string,
  path: string,
  ns: N,
  text: (t: TFunction<N>, lang: Lang, i18n: I18n) => Pick<PageMetaInput, "title" | "description" | "article">,
): MetaDescriptor[] {
  const lang = langFromPath(pathname);
  const i18n = getI18n(lang);
  return pageMeta({
    lang,
    path,
    ...text(i18n.getFixedT(lang, ns), lang, i18n),
    breadcrumbNames: trailNames(path, lang, i18n.t),
  });
}
