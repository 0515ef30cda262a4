export { LiveRegion, type LiveRegionProps } from "./LiveRegion.tsx";
export { announce, useAnnounce, type Politeness } from "./useAnnounce.ts";
