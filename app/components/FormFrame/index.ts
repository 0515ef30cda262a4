export {
  FormFrame,
  NotSentTarget,
  useNotSent,
  useSummaryErrors,
  type FormFrameProps,
  type NotSent,
  type SummaryError,
} from "./FormFrame.tsx";
export { postJson, type SendDeps, type SendResult } from "./send-result.ts";
