import type { Page } from "@playwright/test";

/** Loads a page and waits until it is ready (html[data-mg-ready]): hydrated, or on a reading page enhanced (issue 29). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-mg-ready]");
  // OnThisPage's behaviour loads after hydration, in its own chunk (issue 10); until it runs its links are plain
  // anchors. A page that has one is ready once it has marked its sections (OnThisPageLive).
  if ((await page.locator(".mg-otp__link").count()) > 0)
    await page.waitForSelector(".mg-otp-target", { state: "attached" });
}

/** Fetches raw HTML with JavaScript off (what a no-JS visitor and crawlers get). */
export async function fetchHtml(
  baseURL: string,
  path: string,
): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(new URL(path, baseURL), { redirect: "manual" });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
