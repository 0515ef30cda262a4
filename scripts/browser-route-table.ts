import type { Plugin } from "vite";

/**
 * The route table (content/routes/table.ts) in the browser without the fields only the build and the gates read:
 * each route's module file (app/routes.ts, at build time) and the states the a11y gate opens (a11y/). The table
 * is in the shell chunk every page loads, and those strings were a tenth of its size (issue 10, "a third less
 * JavaScript on content pages"). The table stays the one place a page is added; the prerender, the unit tests
 * and every script read it whole.
 */
const TABLE = /[\\/]content[\\/]routes[\\/]table\.ts$/;

/**
 * A route's `file: "pages/…/X.tsx"` or `file: toolViewModule(slug)` and its `a11yStates: [...]`, each with the
 * comma before it, so what stays is well formed whether the field sat inline or on a line of its own (the
 * interface's `file: string` and `a11yStates?:` do not match).
 */
const BUILD_ONLY_FIELDS = [
  /,?\s*\bfile: (?:"[^"\n]*"|toolViewModule\(\w+\))/g,
  /,?\s*\ba11yStates: \[[^\]]*\](?: as const)?/g,
];

/** The table's source without its build-only fields; null when the source has none of them to strip. */
export function browserRouteTable(source: string): string | null {
  const stripped = BUILD_ONLY_FIELDS.reduce((code, field) => code.replace(field, ""), source);
  return stripped === source ? null : stripped;
}

/** Applies browserRouteTable to the client build's copy of content/routes/table.ts. */
export function browserRouteTablePlugin(): Plugin {
  return {
    name: "mg-browser-route-table",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!TABLE.test(id.split("?")[0] ?? "")) return null;
      const stripped = browserRouteTable(code);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
