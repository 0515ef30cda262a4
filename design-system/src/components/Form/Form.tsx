import type { ReactNode } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { AriaValidationContext } from "../Field/fieldBasics.tsx";
import "../../forms.css";

export interface FormProps extends Omit<AriaFormProps, "className" | "validationBehavior" | "children"> {
  /** The fields, the ErrorSummary (first) and the submit button. */
  children: ReactNode;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A <form> (React Aria Form) whose fields validate through ARIA, not the
 * browser's bubbles: no native blocking (novalidate), errors shown as text beside
 * each field and listed in an ErrorSummary. `validationErrors` (by field name)
 * shows errors returned by the server. With react-hook-form, pass
 * `onSubmit={handleSubmit(...)}` and set `shouldFocusError: false` so focus goes
 * to the summary (see `useFocusOnErrors`).
 *
 * @summary A form whose fields are checked and explained with text and ARIA instead of the browser's pop-up
 * bubbles, with an ErrorSummary first and the submit button last.
 */
export function Form({ children, className, validationErrors, ...rest }: FormProps) {
  return (
    <AriaForm
      {...rest}
      validationErrors={validationErrors}
      validationBehavior="aria"
      className={["mg-form", className].filter(Boolean).join(" ")}
    >
      {/* The native fields (TextField, TextArea, Checkbox, RadioGroup) read this, as React Aria's read the Form's. */}
      <AriaValidationContext.Provider value={{ validationErrors }}>{children}</AriaValidationContext.Provider>
    </AriaForm>
  );
}
