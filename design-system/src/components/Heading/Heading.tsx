import { useEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from "react";

/** Heading levels h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** Visual sizes, named after the type-scale tokens. */
export type HeadingSize = "md" | "lg" | "xl" | "2xl" | "3xl";

/** The size each level has when no `size` is given. */
const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: "3xl", 2: "2xl", 3: "xl", 4: "lg", 5: "md", 6: "md" };

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, "children"> {
  /** The heading's text. */
  children: ReactNode;
  /** Outline level (h1 to h6): follow the page's structure, never skip a level for looks. */
  level: HeadingLevel;
  /** How big it looks, independent of `level` (default: the usual size for the level). */
  size?: HeadingSize;
  /**
   * Moves focus to the heading when it mounts (and makes it focusable with tabIndex=-1).
   * Use it for the h1 after a client-side route change, not on the first page load.
   */
  focusOnMount?: boolean;
  /** The heading element, for callers that focus it themselves (give it `tabIndex={-1}` too). */
  ref?: Ref<HTMLHeadingElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * A heading whose level (document outline) and size (looks) are chosen separately.
 * With `focusOnMount`, it takes focus when it appears, so a screen reader announces
 * the new page after a client-side navigation.
 *
 * @summary A heading (h1 to h6) whose level follows the page outline and whose size can be chosen separately.
 */
export function Heading({
  children,
  level,
  size,
  focusOnMount = false,
  ref,
  className,
  tabIndex,
  ...rest
}: HeadingProps) {
  const own = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusOnMount) own.current?.focus();
  }, [focusOnMount]);
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      ref={(node: HTMLHeadingElement | null) => {
        own.current = node;
        setRef(ref, node);
      }}
      tabIndex={tabIndex ?? (focusOnMount ? -1 : undefined)}
      className={["mg-heading", `mg-heading--${size ?? defaultSize[level]}`, className].filter(Boolean).join(" ")}
    >
      {children}
    </Tag>
  );
}
