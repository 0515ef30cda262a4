import type { ReactNode } from "react";
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from "react-aria-components";
import "../../forms.css";

export interface MeterProps extends Omit<AriaMeterProps, "children" | "className" | "style" | "valueLabel"> {
  /** The visible label, e.g. "Deductible met so far". */
  label: ReactNode;
  /** The amount (between `minValue` and `maxValue`, default 0). */
  value?: number;
  /** The bottom of the range (default 0). */
  minValue?: number;
  /** The top of the range (default 100). */
  maxValue?: number;
  /** Visible value text, also read by screen readers, e.g. "3 of 5 covered" (default: a percentage in the page's locale). */
  valueLabel?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A quantity within a known range (not progress over time: use ProgressBar for
 * that). A React Aria meter with a visible label and value text. The amount
 * reads without relying on colour: a bordered track shows the whole range, a
 * marker line taller than the track shows the level by shape, and the value is
 * also in words.
 *
 * @summary A bar that shows an amount within a known range ("3 of 5 preventive visits used"), with the amount
 * also in words.
 */
export function Meter({ label, valueLabel, className, ...rest }: MeterProps) {
  return (
    <AriaMeter {...rest} valueLabel={valueLabel} className={["mg-meter", className].filter(Boolean).join(" ")}>
      {({ percentage, valueText }) => (
        <>
          <div className="mg-meter__header">
            <Label className="mg-meter__label">{label}</Label>
            <span className="mg-meter__value">{valueText}</span>
          </div>
          <div className="mg-meter__bar">
            <div className="mg-meter__track">
              <div className="mg-meter__fill" style={{ width: `${percentage}%` }} />
            </div>
            <div className="mg-meter__marker" style={{ insetInlineStart: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
