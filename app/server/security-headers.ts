/**
 * Strict security headers for every response. The page's CSP allows only
 * same-origin scripts plus the sha256 hashes of that page's own inline scripts
 * (computed at build time by scripts/postbuild.ts): no 'unsafe-inline' script.
 */
import { createHash } from "node:crypto";

/**
 * The two fixed <style> elements React Aria injects at run time (react-aria
 * 1.22: usePress adds touch-action for pressables; usePreventScroll adds
 * overscroll containment on iOS while a modal is open). They are allowed by
 * hash instead of 'unsafe-inline'; the e2e CSP test fails if a new version
 * changes them.
 */
export const REACT_ARIA_STYLES = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
];
const STYLE_HASHES = REACT_ARIA_STYLES.map(
  (css) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`,
);

export interface CspOptions {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Extra origins the page may call (a separate functions host). */
  connectSrc?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes = [], connectSrc = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join("")}`,
    // Stylesheets from our origin only; style attributes (React Aria's visually-hidden styles) are allowed.
    `style-src 'self' ${STYLE_HASHES.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectSrc.map((o) => ` ${o}`).join("")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    // The service worker (issue 28, /sw.js): this origin only.
    "worker-src 'self'",
  ].join("; ");
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};
