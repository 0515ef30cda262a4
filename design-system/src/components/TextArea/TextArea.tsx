import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import {
  cx,
  describedBy,
  hasContent,
  invalidFrom,
  NativeError,
  NativeHint,
  NativeLabel,
  useErrorMessage,
  useFieldIds,
  useRequiredProps,
} from "../Field/fieldBasics.tsx";
import { nativeTextAttributes, type NativeTextProps } from "../Field/nativeInput.ts";
import { characterCount, COUNT_PLACEHOLDER } from "./character-count.ts";
import "../../forms.css";

/** Overrides for the character count's messages; each gets the number of characters. */
export interface CharacterCountMessages {
  /** Before typing: "You can enter up to 200 characters". */
  limit?: (count: number) => string;
  /** Under the limit: "You have 150 characters remaining". */
  remaining?: (count: number) => string;
  /** Over the limit: "You have 5 characters too many". */
  over?: (count: number) => string;
}

export interface TextAreaProps extends Omit<NativeTextProps, "type" | "inputMode" | "pattern" | "enterKeyHint"> {
  /** The visible label: a short question or noun ("Your question"). */
  label: ReactNode;
  /** A hint under the label; read with the field. */
  description?: ReactNode;
  /** The error, shown as text beside the field and read with it; marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** Visible height in lines of text. */
  rows?: number;
  /**
   * Shows a character count against this limit. The limit is not enforced while
   * typing (people may paste and then trim); validate it on submit.
   */
  maxChars?: number;
  /** How long after typing stops the count is announced to screen readers, in ms. */
  countAnnounceDelay?: number;
  /** Overrides for the count's messages (defaults from the `ds` strings). */
  countMessages?: CharacterCountMessages;
  /** A ref to the <textarea> itself (for react-hook-form's `field.ref`, or to focus it). */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A labelled multi-line text input with hint and error tied by aria-describedby, and an optional character
 * count that is shown as text and announced politely once typing pauses. A native <textarea> and <label>:
 * React Aria's TextField added nothing a browser does not give (issue 10).
 *
 * @summary A labelled box for a longer answer over several lines, with an optional character count shown in
 * words.
 */
export function TextArea({
  label,
  description,
  errorMessage: ownError,
  isInvalid,
  requiredLabel,
  errorPrefix,
  rows = 5,
  maxChars,
  countAnnounceDelay = 1000,
  countMessages,
  inputRef,
  className,
  isRequired,
  onChange,
  value,
  defaultValue,
  "aria-describedby": extraDescribedBy,
  id,
  ...rest
}: TextAreaProps) {
  const t = useDsStrings("TextArea");
  const ids = useFieldIds(id);
  const limitId = `${ids.controlId}-limit`;
  const errorMessage = useErrorMessage(rest.name, ownError);
  const invalid = invalidFrom(isInvalid, errorMessage);
  const required = useRequiredProps(isRequired);
  const [ownLength, setOwnLength] = useState((defaultValue ?? "").length);
  const [hasTyped, setHasTyped] = useState(false);
  const length = value !== undefined ? value.length : ownLength;

  const hasCount = maxChars !== undefined;
  const limit = maxChars ?? 0;
  const limitText = countMessages?.limit?.(limit) ?? t("limit", { count: limit });
  const { text: countText, over } = characterCount(length, limit, hasTyped, {
    limit: () => limitText,
    remaining: (count) => countMessages?.remaining?.(count) ?? t("remaining", { count }),
    over: (count) => countMessages?.over?.(count) ?? t("over", { count }),
  });
  // The count's plural forms, "#" for the number, for a page that never hydrates (TextArea.enhance.ts, issue
  // 29). Only the `ds` strings: overrides are functions, which HTML cannot carry (such a count stays as rendered).
  const countForms =
    hasCount && !countMessages?.remaining && !countMessages?.over
      ? {
          "data-mg-remaining-one": t("remaining_one", { count: COUNT_PLACEHOLDER }),
          "data-mg-remaining-other": t("remaining_other", { count: COUNT_PLACEHOLDER }),
          "data-mg-over-one": t("over_one", { count: COUNT_PLACEHOLDER }),
          "data-mg-over-other": t("over_other", { count: COUNT_PLACEHOLDER }),
        }
      : {};
  const announced = useDebounced(hasCount && hasTyped ? countText : "", countAnnounceDelay);

  return (
    <div
      className={cx("mg-field", "mg-textarea", className)}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={rest.isDisabled || undefined}
      data-mg-error-prefix={errorPrefix ?? t("errorPrefix")}
    >
      <NativeLabel
        id={ids.labelId}
        htmlFor={ids.controlId}
        isRequired={isRequired}
        requiredLabel={requiredLabel ?? t("required")}
      >
        {label}
      </NativeLabel>
      <NativeHint id={ids.hintId}>{description}</NativeHint>
      <NativeError id={ids.errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <textarea
        {...nativeTextAttributes({
          ...rest,
          onChange: (next) => {
            setOwnLength(next.length);
            setHasTyped(true);
            onChange?.(next);
          },
        })}
        {...required}
        ref={inputRef}
        id={ids.controlId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          hasContent(description) && ids.hintId,
          hasContent(errorMessage) && ids.errorId,
          extraDescribedBy,
          hasCount && limitId,
        )}
        className="mg-field__input mg-textarea__input"
      />
      {hasCount ? (
        <>
          <span id={limitId} className="mg-visually-hidden">
            {limitText}
          </span>
          <div
            className={cx("mg-textarea__count", over && "mg-textarea__count--over")}
            aria-hidden="true"
            data-mg-limit={maxChars}
            {...countForms}
          >
            {countText}
          </div>
          <div className="mg-visually-hidden" aria-live="polite">
            {announced}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The value, updated only once it has stopped changing for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer.current);
  }, [value, delay]);
  return settled;
}
