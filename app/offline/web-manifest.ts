/**
 * The web app manifest of each language (issue 28, "A web app manifest per language"; W3C "Web Application
 * Manifest"): written by scripts/postbuild.ts to /manifest.webmanifest and /es/manifest.webmanifest, linked from
 * every page of that language (app/root.tsx). Its words come from locales/{en,es}/offline.json.
 */
import { localizePath, type Lang } from "@medicare-guide/content/routes";

/**
 * The browser's bar and splash colours: the standard theme's primary blue and the low-glare theme's background
 * (design-system/src/tokens/tokens.css and themes.css; web-manifest.test.ts checks they still match).
 */
export const THEME_COLORS = { standard: "#1a4480", lowGlare: "#1c1e22", background: "#ffffff" } as const;

/** The icons the build writes (scripts/pwa/icons.ts): "any" with rounded corners, and a full-bleed maskable one. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
] as const;

export function webManifestPath(lang: Lang): string {
  return lang === "en" ? "/manifest.webmanifest" : "/es/manifest.webmanifest";
}

export interface ManifestStrings {
  name: string;
  shortName: string;
  description: string;
}

export function webManifest(lang: Lang, strings: ManifestStrings) {
  const start = localizePath("/", lang);
  return {
    // One app per language: installing the Spanish guide opens the Spanish home.
    id: start,
    name: strings.name,
    short_name: strings.shortName,
    description: strings.description,
    lang: lang === "es" ? "es-US" : "en-US",
    dir: "ltr",
    start_url: start,
    // Both languages in scope: the language switch stays inside the installed app.
    scope: "/",
    display: "standalone",
    background_color: THEME_COLORS.background,
    theme_color: THEME_COLORS.standard,
    icons: MANIFEST_ICONS,
  };
}
