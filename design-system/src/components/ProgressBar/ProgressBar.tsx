import type { ReactNode } from "react";
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from "react-aria-components";
import "../../forms.css";

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  "children" | "className" | "style" | "valueLabel" | "isIndeterminate"
> {
  /** The visible label, e.g. "Your progress". */
  label: ReactNode;
  /** How far along (between `minValue` and `maxValue`, default 0). */
  value?: number;
  /** The start (default 0). */
  minValue?: number;
  /** The end (default 100; for steps, the number of steps). */
  maxValue?: number;
  /** Visible value text, also read by screen readers, e.g. "Question 2 of 6" (default: a percentage in the page's locale). */
  valueLabel?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * How far the visitor is through a task (a quiz, a form in steps). A React Aria
 * progress bar with a visible label and visible value text; screen readers get
 * the same words as aria-valuetext. It is not a tab stop and does not announce
 * itself: pair it with a focused heading or a LiveRegion when the step changes.
 *
 * @summary A bar that shows how far the visitor is through a task, such as the quiz, with the same progress
 * written in words ("Question 2 of 6").
 */
export function ProgressBar({ label, valueLabel, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...rest}
      valueLabel={valueLabel}
      className={["mg-progress-bar", className].filter(Boolean).join(" ")}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="mg-progress-bar__header">
            <Label className="mg-progress-bar__label">{label}</Label>
            <span className="mg-progress-bar__value">{valueText}</span>
          </div>
          <div className="mg-progress-bar__track">
            <div className="mg-progress-bar__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
