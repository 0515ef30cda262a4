/**
 * The prerendered /email-preferences page in jsdom, for the tests of its buttons before and after the enhancement
 * module (EmailPreferences.enhance.test.tsx, EmailPreferences.early.test.tsx).
 */
import { prerender } from "react-dom/static";
import { expect } from "vitest";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import EmailPreferencesPage from "./EmailPreferencesPage.tsx";

export const LINK = "?t=token123&s=signature456";

export async function prerendered(lang: Lang, reading = true): Promise<void> {
  const path = lang === "es" ? "/es/email-preferences" : "/email-preferences";
  const props = { matches: [{ pathname: path }] } as unknown as Parameters<typeof EmailPreferencesPage>[0];
  const { prelude } = await prerender(
    <InSite lang={lang} path={path}>
      <NeverHydratesProvider value={reading}>
        <EmailPreferencesPage {...props} />
      </NeverHydratesProvider>
    </InSite>,
  );
  window.history.replaceState(null, "", `${path}${LINK}`);
  document.documentElement.lang = lang;
  document.body.innerHTML = await new Response(prelude).text();
}

export const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((b) => b.textContent === name)!;
export const press = (name: string) => button(name).closest("form")!.requestSubmit(button(name));
export const summaries = () => document.querySelectorAll<HTMLElement>(".mg-error-summary");
export const description = (el: Element) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");
export const NOT_SENT_EN =
  "Nothing was sent: this device is offline. Nothing has changed. When you are connected again, choose “Confirm my subscription” again.";

/**
 * The "not sent" message as the visitor meets it: the form's summary has focus, its heading in the page's
 * language, the message as its description; the same message beside the button, describing it. Returns the summary.
 */
export function expectNotSentShown(buttonName: string, message: string, heading = "There is a problem"): HTMLElement {
  const form = button(buttonName).closest("form")!;
  const summary = form.querySelector<HTMLElement>(":scope > .mg-error-summary")!;
  expect(summary).not.toBeNull();
  expect(document.activeElement).toBe(summary);
  expect(summary.querySelector("h3")?.textContent).toBe(heading);
  expect(description(summary)).toBe(message);
  expect(form.querySelector(".mg-form-frame__not-sent")?.textContent).toBe(message);
  expect(description(button(buttonName))).toBe(message);
  return summary;
}
