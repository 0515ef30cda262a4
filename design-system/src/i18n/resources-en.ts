import { collectDsStrings, type DsStrings } from "./collect.ts";

/** The `ds` namespace in English only: an app that loads one language per page imports just this file. */
export const dsStringsEn: DsStrings = collectDsStrings(
  import.meta.glob<DsStrings>("../../../locales/en/ds/*.json", { eager: true, import: "default" }),
);
