import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children"> {
  /** Where it jumps: the id of the main content, with "#" (default "#main-content"). */
  href?: string;
  /** The link text (default from the `ds` strings: "Skip to main content"). */
  children?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

const NATIVELY_FOCUSABLE = "a[href], button, input, select, textarea, summary, [contenteditable], iframe";

/**
 * The first link on every page. Hidden until it has keyboard focus, then shown
 * large at the top. It works as a plain in-page link without JavaScript; with
 * JavaScript it also moves focus to the target, making the target focusable
 * (tabindex=-1) for as long as it has focus, because some browsers do not move
 * focus to an element that is not focusable.
 *
 * @summary The first link on every page, hidden until it has keyboard focus, that jumps past the header and
 * navigation to the main content.
 */
export function SkipLink({ href = "#main-content", children, className, onClick, ...rest }: SkipLinkProps) {
  const t = useDsStrings("SkipLink");

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !href.startsWith("#")) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute("tabindex") && !target.matches(NATIVELY_FOCUSABLE)) {
      target.setAttribute("tabindex", "-1");
      target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
    }
    target.focus();
    target.scrollIntoView();
  }

  return (
    <a {...rest} href={href} onClick={handleClick} className={["mg-skip-link", className].filter(Boolean).join(" ")}>
      {children ?? t("label")}
    </a>
  );
}
