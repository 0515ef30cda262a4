import { collectDsStrings, type DsStrings } from "./collect.ts";

/** The `ds` namespace in Spanish only: an app that loads one language per page imports just this file. */
export const dsStringsEs: DsStrings = collectDsStrings(
  import.meta.glob<DsStrings>("../../../locales/es/ds/*.json", { eager: true, import: "default" }),
);
