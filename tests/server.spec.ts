import { expect, test } from "./page-errors/fixture.ts";
import { fetchHtml } from "./helpers.ts";

/** `npm start`'s server: status codes, redirects, caching and security headers. */
test.describe("production server", () => {
  test("unknown paths get the 404 page with status 404, in the path's language", async ({ baseURL }) => {
    const en = await fetchHtml(baseURL!, "/no-such-page");
    expect(en.status).toBe(404);
    expect(en.html).toContain("Oops! Page not found");
    expect(en.html).toContain('lang="en"');
    const es = await fetchHtml(baseURL!, "/es/no-existe");
    expect(es.status).toBe(404);
    expect(es.html).toContain("¡Uy! No encontramos la página");
    expect(es.html).toContain('lang="es"');
    expect((await fetchHtml(baseURL!, "/assets/missing.js")).status).toBe(404);
    expect((await fetchHtml(baseURL!, "/404")).status).toBe(404);
  });

  test("the spec's old paths redirect permanently, in both languages", async ({ baseURL }) => {
    for (const [from, to] of [
      ["/tools/enrollment-date-finder", "/tools/enrollment-finder"],
      ["/parts-comparison", "/parts-abcd-comparison"],
      ["/es/tools/enrollment-date-finder", "/es/tools/enrollment-finder"],
      ["/es/parts-comparison", "/es/parts-abcd-comparison"],
    ]) {
      const res = await fetchHtml(baseURL!, from!);
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("location")!, baseURL).pathname).toBe(to);
    }
  });

  test("/favicon.ico is an icon, not the 404 page", async ({ baseURL }) => {
    const res = await fetch(new URL("/favicon.ico", baseURL));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
  });

  test("a trailing slash redirects to the one canonical URL", async ({ baseURL }) => {
    const res = await fetchHtml(baseURL!, "/es/");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/es");
  });

  test("pages carry strict security headers and a CSP with hashes, no unsafe-inline script", async ({ baseURL }) => {
    const { headers, html } = await fetchHtml(baseURL!, "/");
    const csp = headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("cache-control")).toContain("must-revalidate");
    // Every inline script in the page is covered by a hash in the header.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const { createHash } = await import("node:crypto");
    for (const [, body] of inline) {
      const hash = createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  test("hashed assets are cached for a year and served compressed", async ({ baseURL }) => {
    const { html } = await fetchHtml(baseURL!, "/");
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const asset of new Set(assets)) {
      const res = await fetch(new URL(asset, baseURL), { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const size = (await res.arrayBuffer()).byteLength;
      if (/br|gzip/.test(res.headers.get("content-encoding") ?? "")) compressed++;
      // scripts/postbuild.ts precompresses every file of 1 KiB or more (the client entry is now a few hundred bytes).
      else expect(size, `${asset} served uncompressed`).toBeLessThan(1024);
    }
    expect(compressed).toBeGreaterThan(0);
  });

  test("sitemap.xml lists the content pages with hreflang alternates; robots.txt points to it", async ({ baseURL }) => {
    const sitemap = await fetchHtml(baseURL!, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain('hreflang="es"');
    // Utility pages (noindex, issue 25) are not listed: app/seo/sitemap.test.ts checks the whole list.
    expect(sitemap.html).toMatch(/\/es\/faq<\/loc>/);
    expect(sitemap.html).not.toMatch(/\/search<\/loc>|\/email-preferences[^<]*<\/loc>/);
    const robots = await fetchHtml(baseURL!, "/robots.txt");
    expect(robots.html).toContain("Sitemap:");
  });

  test("no CSP violation while a page loads and hydrates", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
    });
    for (const path of ["/", "/es", "/no-such-page"]) {
      await page.goto(path);
      await page.waitForSelector("html[data-mg-ready]");
    }
    expect(violations).toEqual([]);
  });

  test("functions: unknown function is 404, wrong method on a page path is 405", async ({ baseURL }) => {
    expect((await fetch(new URL("/api/nope", baseURL), { method: "POST" })).status).toBe(404);
    // Names of Object.prototype are not functions either: JSON 404 with the security headers, not a 500.
    for (const name of ["constructor", "toString", "hasOwnProperty", "__proto__"]) {
      const res = await fetch(new URL(`/api/${name}`, baseURL), { method: "POST" });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    expect((await fetch(new URL("/", baseURL), { method: "DELETE" })).status).toBe(405);
  });
});
