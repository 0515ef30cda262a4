import { helpLine } from "@medicare-guide/content/contacts";
import { escapeHtml } from "@medicare-guide/content/text/escape";
import { localizedPathRoute, type PathSlug } from "@medicare-guide/content/quiz/options";
import enStrings from "../../locales/en/email.json" with { type: "json" };
import esStrings from "../../locales/es/email.json" with { type: "json" };

/**
 * The personalised guide e-mail (plain text + HTML) in the visitor's language.
 * Strings: locales/{en,es}/email.json. Links: the chosen path page plus the
 * pages the spec lists for that path (spec 000, section 2, "Guidance pages").
 */

export type EmailLanguage = "en" | "es";
type EmailStrings = typeof enStrings;
type LinkId = keyof EmailStrings["links"];

const STRINGS: Record<EmailLanguage, EmailStrings> = { en: enStrings, es: esStrings };

/** Next-step links of each path, as English routes (the Spanish twin is under /es). */
export const PATH_LINKS: Record<PathSlug, readonly { id: LinkId; route: string }[]> = {
  "getting-started": [
    { id: "partsComparison", route: "/parts-abcd-comparison" },
    { id: "costEstimator", route: "/tools/cost-estimator" },
    { id: "enrollmentFinder", route: "/tools/enrollment-finder" },
    { id: "encyclopedia", route: "/encyclopedia" },
  ],
  "cost-optimization": [
    { id: "medigap", route: "/medigap" },
    { id: "costEstimator", route: "/tools/cost-estimator" },
    { id: "partD", route: "/encyclopedia#part-d" },
  ],
  "irmaa-planning": [
    { id: "irmaaCalculator", route: "/tools/irmaa-calculator" },
    { id: "irmaaTerm", route: "/encyclopedia#irmaa" },
    { id: "irmaaBrackets", route: "/irmaa-income-brackets" },
  ],
  "advantage-vs-supplement": [
    { id: "costEstimator", route: "/tools/cost-estimator" },
    { id: "enrollmentTimeline", route: "/enrollment-timeline" },
    { id: "medigap", route: "/medigap" },
    { id: "medicareAdvantageTerm", route: "/encyclopedia#medicare-advantage" },
  ],
  "staying-informed": [
    { id: "news", route: "/news" },
    { id: "partsComparison", route: "/parts-abcd-comparison" },
    { id: "enrollmentTimeline", route: "/enrollment-timeline" },
    { id: "encyclopedia", route: "/encyclopedia" },
  ],
};

export interface GuideEmailInput {
  slug: PathSlug;
  lang: EmailLanguage;
  /** The site's public address, e.g. https://example.org (no trailing slash needed). */
  siteUrl: string;
  /**
   * Updates by e-mail: none asked; asked but not yet confirmed (the e-mail
   * carries the double opt-in link); confirmed.
   */
  updates: "none" | "confirm" | "subscribed";
  /** Signed links of this recipient (unsubscribe / delete / confirm page, one-click target). */
  links: { preferences: string; oneClick: string };
}

export interface GuideEmail {
  subject: string;
  text: string;
  html: string;
}

/** A value put into HTML as is (already escaped markup). */
interface Markup {
  html: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Escapes the template and every plain value; Markup values go in unchanged. */
function fillHtml(template: string, values: Record<string, string | Markup> = {}): string {
  return template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escapeHtml(part);
      const value = values[name];
      if (value === undefined) return escapeHtml(part);
      return typeof value === "string" ? escapeHtml(value) : value.html;
    })
    .join("");
}

/** Absolute URL of an English route in the given language. */
export function siteLink(siteUrl: string, route: string, lang: EmailLanguage): string {
  const base = siteUrl.replace(/\/+$/, "");
  if (lang === "en") return `${base}${route}`;
  return `${base}/es${route}`;
}

const LINK_STYLE = "color:#0b4f8a;text-decoration:underline;";

export function renderGuideEmail(input: GuideEmailInput): GuideEmail {
  const s = STRINGS[input.lang];
  const path = s.paths[input.slug];
  const pathUrl = `${input.siteUrl.replace(/\/+$/, "")}${localizedPathRoute(input.slug, input.lang)}`;
  const links = PATH_LINKS[input.slug].map((link) => ({
    label: s.links[link.id],
    url: siteLink(input.siteUrl, link.route, input.lang),
  }));
  const medicare = helpLine("medicare");
  const site = input.siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
  const updates = { none: s.updatesNo, confirm: s.updatesConfirm, subscribed: s.updatesYes }[input.updates];
  const confirmUrl = `${input.links.preferences}#confirm`;
  const manageUrl = `${input.links.preferences}#stop`;
  const subject = fill(s.subject, { pathTitle: path.title });

  const text = [
    s.greeting,
    "",
    s.intro,
    "",
    path.title,
    path.summary,
    "",
    `${s.readGuide}: ${pathUrl}`,
    "",
    `${s.nextSteps}:`,
    ...links.map((l) => `- ${l.label}: ${l.url}`),
    "",
    updates,
    ...(input.updates === "confirm" ? [`${s.confirmLink}: ${confirmUrl}`] : []),
    "",
    s.helpTitle,
    fill(s.help, { phone: medicare.display, tty: medicare.tty }),
    "",
    "--",
    fill(s.why, { site }),
    `${s.manage}: ${manageUrl}`,
    s.manageNote,
    s.disclaimer,
    "",
  ].join("\n");

  const phoneLink: Markup = {
    html: `<a href="tel:${escapeHtml(medicare.tel)}" style="${LINK_STYLE}">${escapeHtml(medicare.display)}</a>`,
  };
  const html = `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fillHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.6;">
<div style="display:none;max-height:0;overflow:hidden;">${fillHtml(s.preheader)}</div>
<div style="max-width:40em;margin:0 auto;padding:24px;">
<p>${fillHtml(s.greeting)}</p>
<p>${fillHtml(s.intro)}</p>
<h1 style="font-size:28px;line-height:1.3;margin:24px 0 8px;">${fillHtml(path.title)}</h1>
<p>${fillHtml(path.summary)}</p>
<p><a href="${escapeHtml(pathUrl)}" style="display:inline-block;background:#0b4f8a;color:#ffffff;padding:14px 24px;border-radius:6px;font-weight:bold;text-decoration:underline;">${fillHtml(s.readGuide)}</a></p>
<h2 style="font-size:22px;margin:32px 0 8px;">${fillHtml(s.nextSteps)}</h2>
<ul style="padding-left:1.2em;">
${links.map((l) => `<li style="margin:0 0 12px;"><a href="${escapeHtml(l.url)}" style="${LINK_STYLE}">${fillHtml(l.label)}</a></li>`).join("\n")}
</ul>
<p>${fillHtml(updates)}</p>
${input.updates === "confirm" ? `<p><a href="${escapeHtml(confirmUrl)}" style="${LINK_STYLE}font-weight:bold;">${fillHtml(s.confirmLink)}</a></p>` : ""}
<h2 style="font-size:22px;margin:32px 0 8px;">${fillHtml(s.helpTitle)}</h2>
<p>${fillHtml(s.help, { phone: phoneLink, tty: medicare.tty })}</p>
<hr style="border:0;border-top:1px solid #666666;margin:32px 0 16px;">
<p style="font-size:16px;color:#333333;">${fillHtml(s.why, { site })}</p>
<p style="font-size:16px;color:#333333;"><a href="${escapeHtml(manageUrl)}" style="${LINK_STYLE}">${fillHtml(s.manage)}</a>. ${fillHtml(s.manageNote)}</p>
<p style="font-size:16px;color:#333333;">${fillHtml(s.disclaimer)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

/** The site's name in the language, for the From header. */
export function siteName(lang: EmailLanguage): string {
  return STRINGS[lang].siteName;
}
