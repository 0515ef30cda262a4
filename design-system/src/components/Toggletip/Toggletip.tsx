import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { useNeverHydrates } from "../../never-hydrates.tsx";

export interface ToggletipProps {
  /** The word or phrase in the sentence (it stays part of the sentence, now a button). */
  children: string;
  /** The short explanation shown right after the word, in the text flow. */
  definition: ReactNode;
  /** Where the full explanation lives: the link shown inside the open explanation, and the whole control before JavaScript runs. */
  href: string;
  /** The link's text inside the open explanation (default from the `ds` strings: "Read the full entry"). */
  moreLabel?: string;
  /** Starts open (examples, tests). */
  defaultOpen?: boolean;
}

const noSubscribe = () => () => {};

/**
 * A word explained where it is read: a native button inside the sentence (the
 * browser's own click: mouse, Enter, Space, touch; no React Aria, issue 10: it is on
 * content pages that have no other React Aria control) that shows a short explanation
 * right after it, in the text flow. Not a hover tooltip: nothing appears on hover
 * or focus, nothing covers the text, and it works at 320 px and 400% zoom.
 * Escape or a second press closes it, with focus back on the word. Before
 * JavaScript runs it is a plain link to the full explanation.
 */
export function Toggletip({ children, definition, href, moreLabel, defaultOpen = false }: ToggletipProps) {
  const t = useDsStrings("Toggletip");
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const neverHydrates = useNeverHydrates();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    // Escape closes only this explanation (not a dialog around it) and brings focus back to the word.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  const control = (isOpen: boolean, interactive: boolean) => (
    <span className="mg-toggletip">
      <button
        ref={interactive ? button : undefined}
        type="button"
        className="mg-toggletip__term"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={interactive ? () => setOpen((o) => !o) : undefined}
        onKeyDown={interactive ? onKeyDown : undefined}
      >
        {children}
      </button>
      <span id={panelId} className="mg-toggletip__panel" hidden={!isOpen}>
        <span className="mg-toggletip__definition">{definition}</span>{" "}
        <a href={href} className="mg-toggletip__more" onKeyDown={interactive ? onKeyDown : undefined}>
          {moreLabel ?? t("more")}
        </a>
      </span>
    </span>
  );

  if (!hydrated) {
    // Before JavaScript: the link. On a page that never hydrates the control waits, inert, in a <template> for
    // Toggletip.enhance.ts (issue 29); a page that hydrates carries none (React cannot hydrate one).
    return (
      <>
        <a href={href} className="mg-toggletip__fallback">
          {children}
        </a>
        {neverHydrates && <template data-mg-toggletip="">{control(defaultOpen, false)}</template>}
      </>
    );
  }

  return control(open, true);
}
