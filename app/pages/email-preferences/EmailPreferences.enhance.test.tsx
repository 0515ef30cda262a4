// @vitest-environment jsdom
/**
 * The e-mail-preferences buttons on their reading page (issues 28 and 29): the enhancement works on exactly the
 * HTML EmailPreferencesPage prerenders, in both languages. Offline or with no server answering, nothing is sent,
 * the visitor stays on the signed link, and the form says so in its summary (focused) and beside the button.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { enhanceEmailPreferences, type ChoiceDeps } from "./EmailPreferences.enhance.ts";
import {
  LINK,
  NOT_SENT_EN,
  button,
  description,
  expectNotSentShown,
  prerendered,
  press,
  summaries,
} from "./email-preferences.fixture.tsx";

/** Lets the send's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server's answer after fetch followed its redirect (jsdom's Response cannot say it was redirected). */
const redirectedTo = (url: string) => ({ ok: true, status: 200, redirected: true, url }) as Response;

function deps(overrides: Partial<ChoiceDeps> = {}) {
  const go = vi.fn<(url: string) => void>();
  const fetchFn = vi.fn<typeof fetch>(async () =>
    redirectedTo(`${window.location.origin}/email-preferences/confirmed`),
  );
  return { go, fetchFn, isOnline: () => true, ...overrides };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("EmailPreferences.enhance", () => {
  it("as prerendered: plain forms with no action (they post to the signed link without JavaScript), no message", async () => {
    await prerendered("en");
    const forms = document.querySelectorAll("form[data-mg-email-choice]");
    expect(forms).toHaveLength(3);
    for (const form of forms) {
      expect(form.getAttribute("method")).toBe("post");
      expect(form.hasAttribute("action")).toBe(false);
    }
    expect(summaries()).toHaveLength(0);
    expect(document.querySelector(".mg-form-frame__not-sent")).toBeNull();
  });

  it("offline: nothing is tried; the summary takes focus and says it, beside the button too; once, however often", async () => {
    await prerendered("en");
    const d = deps({ isOnline: () => false });
    enhanceEmailPreferences(document, d);
    press("Confirm my subscription");
    await settle();
    expect(d.fetchFn).not.toHaveBeenCalled();
    expect(d.go).not.toHaveBeenCalled();
    const summary = expectNotSentShown("Confirm my subscription", NOT_SENT_EN);
    // The summary's link focuses the button.
    summary.querySelector("a")!.click();
    expect(document.activeElement).toBe(button("Confirm my subscription"));
    press("Confirm my subscription");
    await settle();
    expect(summaries()).toHaveLength(1);
    expect(document.querySelectorAll(".mg-form-frame__not-sent")).toHaveLength(1);
    expect(document.activeElement).toBe(summaries()[0]);
    expect(window.location.search).toBe(LINK);
  });

  it("no server answers (fetch rejects), in Spanish: the same message in Spanish, beside the button pressed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await prerendered("es");
    const d = deps({
      fetchFn: vi.fn<typeof fetch>(async () => {
        throw new TypeError("Failed to fetch");
      }),
    });
    enhanceEmailPreferences(document, d);
    press("Borrar mis datos");
    await settle();
    const message =
      "No se envió nada: este dispositivo está sin conexión. No cambió nada. Cuando vuelva a tener conexión, elija «Borrar mis datos» otra vez.";
    expect(document.activeElement).toBe(summaries()[0]);
    expect(summaries()[0]!.querySelector("h3")?.textContent).toBe("Hay un problema");
    expect(description(button("Borrar mis datos"))).toBe(message);
    expect(button("Borrar mis datos").closest("section")?.id).toBe("delete");
    expect(button("Borrar mis datos").closest("form")?.querySelector(".mg-error-summary")).not.toBeNull();
    // The log never names the signed link.
    expect(JSON.stringify(vi.mocked(console.warn).mock.calls)).not.toMatch(/token123|signature456/);
  });

  it("sends the form's own fields to the signed link, once, and opens the outcome page it was redirected to", async () => {
    await prerendered("en");
    const fetchFn = vi.fn<typeof fetch>(async () =>
      redirectedTo(`${window.location.origin}/email-preferences/unsubscribed`),
    );
    const d = deps({ fetchFn });
    enhanceEmailPreferences(document, d);
    press("Unsubscribe");
    press("Unsubscribe");
    await settle();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(`${window.location.origin}/email-preferences${LINK}`);
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("action=unsubscribe");
    expect(d.go).toHaveBeenCalledWith(`${window.location.origin}/email-preferences/unsubscribed`);
    // While the outcome page loads, another press sends nothing.
    press("Unsubscribe");
    await settle();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(summaries()).toHaveLength(0);
  });

  it("a server error, or a redirect away from the site: 'this did not work', nothing followed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await prerendered("en");
    const answers = [
      new Response("Service Unavailable", { status: 503 }),
      redirectedTo("https://elsewhere.example/confirmed"),
    ];
    const d = deps({ fetchFn: vi.fn<typeof fetch>(async () => answers.shift()!) });
    enhanceEmailPreferences(document, d);
    for (let i = 0; i < 2; i++) {
      press("Confirm my subscription");
      await settle();
      expect(description(summaries()[0]!)).toBe(
        "This did not work: our website had a problem. Please choose “Confirm my subscription” again in a few minutes.",
      );
    }
    expect(d.go).not.toHaveBeenCalled();
  });

  it("were the page to hydrate, it would carry no template (React cannot hydrate one)", async () => {
    await prerendered("en", false);
    expect(document.querySelectorAll("form[data-mg-email-choice]")).toHaveLength(3);
    expect(document.querySelector("template")).toBeNull();
  });
});
