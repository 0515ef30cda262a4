export { dsResources, DS_LANGUAGES, type DsLanguage } from "./resources.ts";
export { useDsStrings } from "./useDsStrings.ts";
