import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type Ref, type RefObject } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { focusField } from "./focusField.ts";
import "../../forms.css";

/** One error of the summary: which field, and the same message the field shows. */
export interface ErrorSummaryItem {
  /** The id of the field's control (or of its group), used as the link's #anchor. */
  id: string;
  /** The message, word for word as shown beside the field. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The errors, in the order of the fields on the page; the summary shows only when there is one or more. */
  errors: ErrorSummaryItem[];
  /** The heading (default from the `ds` strings: "There is a problem"). */
  title?: string;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Optional text between the heading and the list. */
  children?: ReactNode;
  /** A ref to the summary, for `useFocusOnErrors`. */
  ref?: Ref<HTMLElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * The GOV.UK error summary: at the top of a form after a failed submit, a region
 * named "There is a problem" with one link per error. A link focuses its field
 * (and still jumps to it without JavaScript). No role="alert": focus moves here
 * with `useFocusOnErrors`, so screen readers read it once, in order.
 * The errors are the region's description (aria-describedby), so the summary is
 * heard whole when focus arrives: Orca 43 spoke only "There is a problem region"
 * with the name alone, and the error only after the visitor pressed Down.
 *
 * @summary A box at the top of a form, shown after a failed submit, that says "There is a problem" and links
 * to each field that needs fixing.
 */
export function ErrorSummary({ errors, title, headingLevel = 2, children, ref, className }: ErrorSummaryProps) {
  const t = useDsStrings("ErrorSummary");
  const titleId = useId();
  const bodyId = useId();
  const listId = useId();
  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as "h2";
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={children ? `${bodyId} ${listId}` : listId}
      className={["mg-error-summary", className].filter(Boolean).join(" ")}
    >
      <Heading id={titleId} className="mg-error-summary__title">
        {title ?? t("title")}
      </Heading>
      {children ? (
        <div id={bodyId} className="mg-error-summary__body">
          {children}
        </div>
      ) : null}
      <ul id={listId} className="mg-error-summary__list">
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`} onClick={follow(error.id)} className="mg-error-summary__link">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A summary link's click: focus the field instead of only jumping to it. */
function follow(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(id)) event.preventDefault();
  };
}

/**
 * Moves focus to the error summary after each failed submit: when `submitCount`
 * grows and `errorCount` is above zero. Errors that change while the visitor
 * types do not move focus. Returns the ref to give the ErrorSummary.
 * With react-hook-form, pass `formState.submitCount` and set `shouldFocusError: false`.
 */
export function useFocusOnErrors(errorCount: number, submitCount: number): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement | null>(null);
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (errorCount > 0) ref.current?.focus();
  }, [errorCount, submitCount]);
  return ref;
}
