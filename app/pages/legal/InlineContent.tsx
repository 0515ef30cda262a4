import { Link } from "@medicare-guide/design-system";
import type { ViewInline } from "./resolve-legal.ts";

/** True when the run is a single link with no other words: it stands on its own line (a full-size target). */
export function isLoneLink(content: ViewInline): boolean {
  const links = content.filter((s) => s.type === "link");
  const words = content
    .filter((s) => s.type === "text")
    .map((s) => s.text)
    .join("");
  return links.length === 1 && !/\p{L}{2,}/u.test(words);
}

/** Renders resolved inline text: plain text and links (external ones open in a new tab and say so). */
export function InlineContent({ content }: { content: ViewInline }) {
  const standalone = isLoneLink(content);
  return (
    <>
      {content.map((segment, i) =>
        segment.type === "text" ? (
          segment.text
        ) : segment.kind === "document" ? (
          // A generated document outside the app's routes: a plain link, so the browser loads it (no client routing).
          <a
            key={i}
            href={segment.href}
            className={`mg-link ${standalone ? "mg-link--standalone" : "mg-link--inline"}`}
          >
            {segment.text}
          </a>
        ) : (
          <Link key={i} href={segment.href} external={segment.kind === "external"} standalone={standalone}>
            {segment.text}
          </Link>
        ),
      )}
    </>
  );
}
