import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode, type Ref } from "react";
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
 *
 * @summary A word explained where it is read: a button inside the sentence that opens a short explanation
 * right after it, in the text flow, with a link to the full entry.
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

  if (!hydrated) {
    // Before JavaScript: the link. On a page that never hydrates the control waits, inert, in a <template> for
    // Toggletip.enhance.ts (issue 29); a page that hydrates carries none (React cannot hydrate one).
    return (
      <>
        <a href={href} className="mg-toggletip__fallback">
          {children}
        </a>
        {neverHydrates && (
          <ToggletipTemplate definition={definition} href={href} moreLabel={moreLabel} defaultOpen={defaultOpen}>
            {children}
          </ToggletipTemplate>
        )}
      </>
    );
  }

  return (
    <ToggletipControl
      definition={definition}
      href={href}
      moreLabel={moreLabel ?? t("more")}
      open={open}
      panelId={panelId}
      buttonRef={button}
      onToggle={() => setOpen((o) => !o)}
      onKeyDown={onKeyDown}
    >
      {children}
    </ToggletipControl>
  );
}

interface ToggletipControlProps extends Pick<ToggletipProps, "children" | "definition" | "href"> {
  moreLabel: string;
  open: boolean;
  panelId: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onToggle?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** The control itself: the word as a button, then its explanation (hidden while closed) and the entry's link. */
function ToggletipControl({
  children,
  definition,
  href,
  moreLabel,
  open,
  panelId,
  buttonRef,
  onToggle,
  onKeyDown,
}: ToggletipControlProps) {
  return (
    <span className="mg-toggletip">
      <button
        ref={buttonRef}
        type="button"
        className="mg-toggletip__term"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onKeyDown}
      >
        {children}
      </button>
      <span id={panelId} className="mg-toggletip__panel" hidden={!open}>
        <span className="mg-toggletip__definition">{definition}</span>{" "}
        <a href={href} className="mg-toggletip__more" onKeyDown={onKeyDown}>
          {moreLabel}
        </a>
      </span>
    </span>
  );
}

export interface ToggletipTemplateProps extends ToggletipProps {
  /**
   * The template's mark: `data-mg-toggletip` (the default) for Toggletip's own, put in place of the link just
   * before it; another mark for a control another enhancement puts in place (a defined word in build-time HTML).
   */
  mark?: `data-mg-${string}`;
  /** The mark's value (e.g. the term's id). */
  markValue?: string;
}

/**
 * The control, inert, in a <template> (issue 29), for a page that never hydrates: Toggletip.enhance.ts (or the
 * enhancement named by `mark`) puts it in place and runs it as the hydrated Toggletip runs. Rendered only where
 * `useNeverHydrates()` is true: React cannot hydrate a template.
 */
export function ToggletipTemplate({
  children,
  definition,
  href,
  moreLabel,
  defaultOpen = false,
  mark = "data-mg-toggletip",
  markValue = "",
}: ToggletipTemplateProps) {
  const t = useDsStrings("Toggletip");
  const panelId = useId();
  return (
    <template {...{ [mark]: markValue }}>
      <ToggletipControl
        definition={definition}
        href={href}
        moreLabel={moreLabel ?? t("more")}
        open={defaultOpen}
        panelId={panelId}
      >
        {children}
      </ToggletipControl>
    </template>
  );
}
