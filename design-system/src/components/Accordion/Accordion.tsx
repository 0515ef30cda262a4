import { moveBetweenTitles } from "./accordion-keys.ts";
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

/** Heading levels an accordion's item titles can take (h1 is the page title, never an item). */
export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

interface AccordionContextValue {
  headingLevel: AccordionHeadingLevel;
  groupId: string;
  isExpanded: (id: string) => boolean;
  toggle: (id: string) => void;
  open: (id: string) => void;
  /** An item whose prerendered title the visitor opened or closed before hydration reports it here. */
  reportEarlyState: (id: string, expanded: boolean) => void;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

// Effects run only in the browser; useLayoutEffect would warn during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export interface AccordionProps {
  /** The `AccordionItem`s. */
  children: ReactNode;
  /** `single`: opening one item closes the others (all may be closed). `multiple`: items open and close independently. */
  type?: "single" | "multiple";
  /** Heading level of every item's title (2 to 6), chosen to fit the page's outline. Required so headings never skip a level. */
  headingLevel: AccordionHeadingLevel;
  /** Ids of the items open on first render (uncontrolled). With `type="single"` only the first is used. */
  defaultExpanded?: string[];
  /** Ids of the open items (controlled). Use with `onExpandedChange`. */
  expanded?: string[];
  /** Called with the new list of open item ids whenever an item opens or closes. */
  onExpandedChange?: (expanded: string[]) => void;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A stack of sections that open and close: each title is a heading holding a
 * <button aria-expanded aria-controls>. Closed panels stay in the HTML (hidden, and
 * `hidden="until-found"` once the page runs, so find-in-page opens them), so their
 * content is prerendered and indexable.
 *
 * Keyboard: Tab moves through the titles and into open panels; Enter or Space opens
 * and closes; ArrowDown / ArrowUp move to the next / previous title (wrapping);
 * Home / End go to the first / last title. Disabled items are skipped.
 *
 * Before hydration (spec "Progressive enhancement"): the titles carry data-mg-early, and the page's
 * inline bootstrap (app/shell/display-preferences.ts) opens and closes their panels, keeps the single-open
 * rule (data-single) and makes closed panels hidden="until-found". On hydration each item reads what the
 * visitor did from its title's aria-expanded and the accordion adopts it, so nothing closes or flashes.
 *
 * Why not React Aria's DisclosureGroup: the spec's accordion moves between titles with ArrowUp/ArrowDown
 * and Home/End and has a single-open mode in which all items may be closed; DisclosureGroup has neither
 * the arrow-key navigation nor headings around its triggers, and its panels use `hidden` without
 * "until-found" handling that survives server rendering. This small component is the spec's pattern.
 *
 * @summary A stack of sections, each under a heading that opens and closes it, so visitors can pick the parts
 * of a long page they need.
 */
export function Accordion({
  children,
  type = "multiple",
  headingLevel,
  defaultExpanded,
  expanded,
  onExpandedChange,
  className,
}: AccordionProps) {
  const groupId = useId();
  const [uncontrolled, setUncontrolled] = useState<string[]>(() =>
    type === "single" ? (defaultExpanded ?? []).slice(0, 1) : (defaultExpanded ?? []),
  );
  const current = expanded ?? uncontrolled;

  const update = useCallback(
    (next: string[]) => {
      if (expanded === undefined) setUncontrolled(next);
      onExpandedChange?.(next);
    },
    [expanded, onExpandedChange],
  );

  const toggle = useCallback(
    (id: string) => {
      if (current.includes(id)) update(current.filter((x) => x !== id));
      else update(type === "single" ? [id] : [...current, id]);
    },
    [current, type, update],
  );

  const open = useCallback(
    (id: string) => {
      if (!current.includes(id)) update(type === "single" ? [id] : [...current, id]);
    },
    [current, type, update],
  );

  // Items report what the visitor changed before hydration (their layout effects run first); the
  // accordion adopts it once, in the hydration commit.
  const early = useRef(new Map<string, boolean>());
  const reportEarlyState = useCallback((id: string, isOpen: boolean) => {
    early.current.set(id, isOpen);
  }, []);
  useBrowserLayoutEffect(() => {
    if (early.current.size === 0) return;
    let next = current.filter((id) => early.current.get(id) !== false);
    for (const [id, isOpen] of early.current) if (isOpen && !next.includes(id)) next.push(id);
    if (type === "single") next = next.slice(-1);
    early.current.clear();
    update(next);
    // Once, on mount: later changes go through toggle/open.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, []);

  const value = useMemo<AccordionContextValue>(
    () => ({ headingLevel, groupId, isExpanded: (id) => current.includes(id), toggle, open, reportEarlyState }),
    [headingLevel, groupId, current, toggle, open, reportEarlyState],
  );

  return (
    <AccordionContext.Provider value={value}>
      <div
        className={["mg-accordion", className].filter(Boolean).join(" ")}
        data-single={type === "single" || undefined}
      >
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Unique id of the item within its accordion (used by `defaultExpanded` and `expanded`). */
  id: string;
  /** The item's title, shown inside the heading's button. Keep it short and plain. */
  title: ReactNode;
  /** The panel's content, always present in the HTML. */
  children: ReactNode;
  /** Makes the title button unavailable; keyboard navigation skips it. */
  isDisabled?: boolean;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/** One section of an `Accordion`: a heading with a toggle button, and its panel. */
export function AccordionItem({ id, title, children, isDisabled = false, className }: AccordionItemProps) {
  const ctx = useContext(AccordionContext);
  if (!ctx) throw new Error("AccordionItem must be inside an Accordion.");
  const { headingLevel, groupId, isExpanded, toggle, open, reportEarlyState } = ctx;
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const panelId = `${baseId}-panel`;
  const expandedNow = isExpanded(id);
  const panelRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const Heading = `h${headingLevel}` as const;

  // Hydration keeps the visitor's early choice: the prerendered title says what they did.
  useBrowserLayoutEffect(() => {
    const domExpanded = triggerRef.current?.getAttribute("aria-expanded") === "true";
    if (domExpanded !== expandedNow) reportEarlyState(id, domExpanded);
    // Once, on mount (hydration).
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, []);

  // A closed panel becomes hidden="until-found" in the browser, so find-in-page can
  // reveal it; the server HTML carries plain `hidden`. Not while its title still says open
  // (the visitor opened it before hydration and the accordion is adopting that).
  useBrowserLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && !expandedNow && triggerRef.current?.getAttribute("aria-expanded") !== "true")
      panel.setAttribute("hidden", "until-found");
  }, [expandedNow]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onBeforeMatch = () => open(id);
    panel.addEventListener("beforematch", onBeforeMatch);
    return () => panel.removeEventListener("beforematch", onBeforeMatch);
  }, [id, open]);

  return (
    <div
      className={["mg-accordion__item", className].filter(Boolean).join(" ")}
      data-expanded={expandedNow || undefined}
    >
      <Heading className="mg-accordion__heading">
        <button
          ref={triggerRef}
          type="button"
          id={triggerId}
          className="mg-accordion__trigger"
          aria-expanded={expandedNow}
          aria-controls={panelId}
          disabled={isDisabled}
          data-mg-accordion={groupId}
          data-mg-early=""
          onClick={() => toggle(id)}
          onKeyDown={onTriggerKeyDown}
        >
          <span className="mg-accordion__title">{title}</span>
          <span className="mg-accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      {/* A <section> named by its title button is a region landmark. */}
      <section
        ref={panelRef}
        id={panelId}
        aria-labelledby={triggerId}
        className="mg-accordion__panel"
        hidden={!expandedNow}
      >
        {children}
      </section>
    </div>
  );
}

/** Arrow, Home and End keys move between the enabled titles of the same accordion (accordion-keys.ts). */
function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  moveBetweenTitles(event.currentTarget, event);
}
