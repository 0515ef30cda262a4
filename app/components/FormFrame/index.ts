export { FormFrame, useSummaryErrors, type FormFrameProps, type SummaryError } from "./FormFrame.tsx";
