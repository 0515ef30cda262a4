/**
 * In the browser the inline bootstrap has already run (it is in the prerendered <head>); hydration keeps that
 * <script> element as it is, so the browser build needs none of its source (display-bootstrap.ts, swapped in by
 * vite.config.ts for the prerender and the unit tests).
 */
export const DISPLAY_BOOTSTRAP = "";
