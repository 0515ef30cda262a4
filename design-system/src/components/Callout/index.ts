export { Callout, type CalloutProps } from "./Callout.tsx";
export type { MessageVariant } from "./CalloutIcon.tsx";
