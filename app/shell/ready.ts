/**
 * The ready marker on <html>: set once every control of the page works, the same on both kinds of page (issue
 * 29): by a reading page's enhancement module (app/enhance.ts) once its parts are enhanced, by a hydrated page's
 * root once React runs (useRouteFocus). Tests wait for it instead of for hydration.
 */
export const READY_ATTRIBUTE = "data-mg-ready";
