export { ErrorSummary, useFocusOnErrors, type ErrorSummaryProps, type ErrorSummaryItem } from "./ErrorSummary.tsx";
export { focusField } from "./focusField.ts";
