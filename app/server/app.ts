import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { Hono, type Context } from "hono";
import {
  langFromPath,
  localizePath,
  normalizePath,
  NOT_FOUND_PATHS,
  REDIRECTS,
  stripLang,
} from "@medicare-guide/content/routes";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./security-headers.ts";
import { clientAddress } from "./client-address.ts";
import { FORM_POSTS, type FunctionTable } from "./functions.ts";
import { accessLog, type LogWrite } from "./access-log.ts";
import { healthRoutes, type ReadinessCheck } from "./health.ts";
import { fileExists, sendFile } from "./static-files.ts";

export interface ServerManifest {
  /** URL path of each page -> the sha256 CSP sources of its inline scripts. */
  pages: Record<string, { scriptHashes: string[] }>;
}

export interface AppOptions {
  /** build/client. */
  clientDir: string;
  manifest: ServerManifest;
  functions: FunctionTable;
  /** Proxies in front of the server (TRUST_PROXY=<hops>): X-Forwarded-For is read from the right, this many hops. */
  trustProxy?: number;
  /** Extra connect-src origins for the CSP. */
  connectSrc?: string[];
  /** Where the JSON access-log lines go (one per request, access-log.ts); none when unset. */
  accessLog?: LogWrite;
  /** /readyz: the store is reachable and migrated (health.ts); without it /readyz answers ready. */
  ready?: ReadinessCheck;
}

function safeJoin(base: string, path: string): string | undefined {
  const file = normalize(join(base, path));
  return file.startsWith(base) ? file : undefined;
}

/**
 * Unknown pages under a section go to the section's page (302, same language)
 * instead of the 404 page. Spec: an unknown news slug redirects to /news.
 */
export const SECTION_FALLBACKS: Readonly<Record<string, string>> = { "/news": "/news" };

/** Where an unknown English path goes, if it lies under a section ("/news/xyz" -> "/news"). */
export function sectionFallback(englishPath: string): string | undefined {
  for (const [section, target] of Object.entries(SECTION_FALLBACKS)) {
    if (englishPath.startsWith(`${section}/`)) return target;
  }
  return undefined;
}

/** The production server: prerendered pages, hashed assets, redirects, 404s, functions. */
export function createApp(options: AppOptions): Hono {
  const { clientDir, manifest, functions } = options;
  const root = normalize(clientDir + sep);
  const app = new Hono();
  if (options.accessLog) app.use("*", accessLog(options.accessLog, { trustProxy: options.trustProxy }));

  const secure = (res: Response) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.headers.set(k, v);
    if (!res.headers.has("Content-Security-Policy")) {
      res.headers.set("Content-Security-Policy", contentSecurityPolicy({ connectSrc: options.connectSrc }));
    }
    return res;
  };
  app.use("*", async (c, next) => {
    await next();
    secure(c.res);
  });
  // Fail closed: a fault of our own is a plain 500 that still carries every security header.
  app.onError((error, c) => {
    console.error("server error", String((error as Error)?.message ?? error));
    return secure(c.json({ error: "Something went wrong on our side. Please try again later." }, 500));
  });

  const runFunction = async (c: Context, name: string) => {
    const handler = functions.get(name);
    if (!handler) return c.json({ error: "Not found" }, 404, { "Cache-Control": "no-store" });
    const incoming = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const address = clientAddress(
      c.req.header("x-forwarded-for"),
      incoming?.incoming?.socket?.remoteAddress,
      options.trustProxy ?? 0,
    );
    try {
      const res = await handler(c.req.raw, { clientAddress: address });
      // Handlers build their own Response (immutable headers on some runtimes): copy it so headers can be added.
      return new Response(res.body, res);
    } catch (error) {
      console.error("function failed", name, String((error as Error)?.message ?? error));
      return c.json({ error: "The service is not available right now. Please try again later." }, 503);
    }
  };

  healthRoutes(app, options.ready);
  app.all("/api/:name", (c) => runFunction(c, c.req.param("name")));
  // Deeper /api paths name no function: JSON 404, never the HTML page.
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404, { "Cache-Control": "no-store" }));
  for (const [path, name] of FORM_POSTS) app.post(path, (c) => runFunction(c, name));

  app.on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(c, url.pathname);
    }
    // One URL per page: /x/ -> /x (308 keeps the method).
    const normal = normalizePath(pathname);
    if (normal !== pathname) return c.redirect(encodeURI(normal) + url.search, 308);

    const lang = langFromPath(normal);
    const english = stripLang(normal);
    const target = REDIRECTS[english];
    if (target) return c.redirect(localizePath(target, lang) + url.search, 301);

    // Static asset?
    const ext = extname(normal);
    if (ext && ext !== ".html") {
      const file = safeJoin(root, normal);
      if (file && (await fileExists(file))) {
        const immutable = normal.startsWith("/assets/");
        return sendFile(
          c,
          file,
          ext,
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
      }
      return notFound(c, normal);
    }

    // Prerendered page.
    if (normal !== NOT_FOUND_PATHS.en && normal !== NOT_FOUND_PATHS.es && manifest.pages[normal]) {
      const file = safeJoin(root, normal === "/" ? "/index.html" : `${normal}/index.html`);
      if (file && (await fileExists(file))) return sendPage(c, file, normal, 200);
    }
    const fallback = sectionFallback(english);
    if (fallback) return c.redirect(localizePath(fallback, lang), 302);
    return notFound(c, normal);
  });

  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  async function sendPage(c: Context, file: string, pagePath: string, status: number) {
    const res = await sendFile(c, file, ".html", "public, max-age=0, must-revalidate", status);
    const hashes = manifest.pages[pagePath]?.scriptHashes ?? [];
    res.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptHashes: hashes, connectSrc: options.connectSrc }),
    );
    return res;
  }

  // The access log records the missing path (spec: "log the missing path"), encoded and without its query.
  async function notFound(c: Context, path: string) {
    const page = NOT_FOUND_PATHS[langFromPath(path)];
    const file = safeJoin(root, `${page}/index.html`);
    if (file && (await fileExists(file))) return sendPage(c, file, page, 404);
    return c.text("Not found", 404);
  }

  return app;
}

/** Reads build/server-manifest.json written by scripts/postbuild.ts. */
export async function readManifest(buildDir: string): Promise<ServerManifest> {
  return JSON.parse(await readFile(join(buildDir, "server-manifest.json"), "utf8")) as ServerManifest;
}
