/**
 * Every build-time loader runs per language (Spanish parity you can prove): the loader of each page is
 * called with the data request the prerender makes for the English and the Spanish path, and the Spanish
 * result must differ from the English one wherever the English result holds words. The Spanish home once
 * got the English news and tips because its data URL, "/es.data", was read as English.
 */
import { describe, expect, it } from "vitest";
import { localizePath, SITE_ROUTES } from "@medicare-guide/content/routes";

/** The URL React Router's prerender requests for a page's loader data ("/es" -> "/es.data", "/" -> "/_.data"). */
const dataUrl = (path: string) => `http://localhost${path === "/" ? "/_" : path}.data`;

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

const withLoaders = await Promise.all(
  SITE_ROUTES.map(async (route) => {
    const module = (await import(`./${route.file}`)) as { loader?: Loader };
    return { route, loader: module.loader };
  }),
);

/** The words of a loader result (strings only), so an all-numbers result counts as language-free. */
function words(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => (typeof v === "number" ? undefined : v))
      .match(/[A-Za-zÁÉÍÓÚáéíóúñÑ]{4,}/g)
      ?.join(" ") ?? ""
  );
}

describe("build-time loaders run per language", () => {
  const cases = withLoaders.filter((c) => c.loader);
  it("finds the loaders", () => expect(cases.length).toBeGreaterThan(10));
  it.each(cases.map((c) => [c.route.path, c] as const))(
    "%s: the Spanish data is not the English data",
    async (_path, c) => {
      const run = async (lang: "en" | "es") =>
        c.loader!({ request: new Request(dataUrl(localizePath(c.route.path, lang))), params: {}, context: {} });
      const [en, es] = [await run("en"), await run("es")];
      if (words(en) === "") return;
      expect(JSON.stringify(es)).not.toBe(JSON.stringify(en));
    },
  );
});
