/**
 * CSS first (issue 29). React puts every hoisted tag (title, meta, canonical, and the module preloads that
 * <Scripts> renders in the body) before the head's other children, so a page's stylesheets came after five
 * module preloads, the inline display bootstrap and 8-11 KB of structured data: the browser found and asked for
 * the framework chunk before the CSS that first paint waits for. scripts/postbuild.ts moves the stylesheets to
 * just after the leading charset, viewport and colour-scheme metas and the module preloads right after them; the
 * rest keeps its order.
 *
 * Hydration is unaffected: React finds hoisted tags (preloads, title, meta) wherever they are, and app/root.tsx
 * renders <Links /> before the inline script, so in the head's own order the stylesheets still come before the
 * scripts. Inline scripts are moved nowhere and unchanged, so their CSP hashes hold.
 */
const HEAD_START =
  /^(?:<!DOCTYPE html>)?<html\b[^>]*><head>(?:<meta charSet="[^"]*"\/?>|<meta name="(?:viewport|color-scheme)"[^>]*>)*/i;
const MOVED = /<link\b[^>]*\brel="(stylesheet|modulepreload)"[^>]*>/g;

/** The page with its head's stylesheets first and its module preloads next; unchanged when it has no head. */
export function cssFirst(html: string): string {
  const headEnd = html.indexOf("</head>");
  const start = HEAD_START.exec(html);
  if (headEnd < 0 || !start) return html;
  const css: string[] = [];
  const preloads: string[] = [];
  const rest = html.slice(start[0].length, headEnd).replace(MOVED, (tag, rel: string) => {
    (rel === "stylesheet" ? css : preloads).push(tag);
    return "";
  });
  return start[0] + css.join("") + preloads.join("") + rest + html.slice(headEnd);
}
