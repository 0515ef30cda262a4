// @vitest-environment jsdom
/**
 * A press before the enhancement module runs (EmailPreferences.early.ts; issue 28): the page's own inline script,
 * run on the HTML EmailPreferencesPage prerenders. Offline it answers as the module would (nothing posted, the
 * summary focused, the message beside the button, in the page's language); online, or once the module has
 * enhanced the form, it lets the press through untouched.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_CHOICE_EARLY_SCRIPT } from "./EmailPreferences.early.ts";
import { enhanceEmailPreferences } from "./EmailPreferences.enhance.ts";
import {
  LINK,
  NOT_SENT_EN,
  button,
  expectNotSentShown,
  prerendered,
  press,
  summaries,
} from "./email-preferences.fixture.tsx";

beforeAll(() => {
  // As the browser runs it: once, from the page, listening on the document.
  window.eval(EMAIL_CHOICE_EARLY_SCRIPT);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const offline = () => vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);

/** A submit the way a press starts one, cancelable; true if something prevented the post. */
function submitPrevented(name: string): boolean {
  const form = button(name).closest("form")!;
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("EmailPreferences.early", () => {
  it("the prerendered page carries the script before its forms", async () => {
    await prerendered("en");
    const script = document.querySelector("script");
    expect(script?.textContent).toBe(EMAIL_CHOICE_EARLY_SCRIPT);
    const form = document.querySelector("form[data-mg-email-choice]")!;
    expect(script!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offline before the module: nothing posted; the summary takes focus and says it, beside the button too; once", async () => {
    await prerendered("en");
    offline();
    expect(submitPrevented("Confirm my subscription")).toBe(true);
    expectNotSentShown("Confirm my subscription", NOT_SENT_EN);
    press("Confirm my subscription");
    expect(summaries()).toHaveLength(1);
    expect(document.querySelectorAll(".mg-form-frame__not-sent")).toHaveLength(1);
    expect(document.activeElement).toBe(summaries()[0]);
    expect(window.location.search).toBe(LINK);
  });

  it("offline in Spanish: the message in Spanish, in the form of the button pressed", async () => {
    await prerendered("es");
    offline();
    expect(submitPrevented("Borrar mis datos")).toBe(true);
    expectNotSentShown(
      "Borrar mis datos",
      "No se envió nada: este dispositivo está sin conexión. No cambió nada. Cuando vuelva a tener conexión, elija «Borrar mis datos» otra vez.",
      "Hay un problema",
    );
  });

  it("online: the plain post goes (the server answers it, as without JavaScript)", async () => {
    await prerendered("en");
    expect(submitPrevented("Unsubscribe")).toBe(false);
    expect(summaries()).toHaveLength(0);
  });

  it("once the module has enhanced the form it stands aside: the module answers, focus stays on the button", async () => {
    await prerendered("en");
    // The device says offline, but the module's own check says online (the module decides, not this script).
    offline();
    const fetchFn = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    enhanceEmailPreferences(document, { fetchFn, isOnline: () => true, go: vi.fn<(url: string) => void>() });
    button("Unsubscribe").focus();
    expect(submitPrevented("Unsubscribe")).toBe(true);
    // Had the script answered too, its summary would have taken focus and the module's clearing removed it.
    expect(document.activeElement).toBe(button("Unsubscribe"));
    expect(summaries()).toHaveLength(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("what it showed before the module ran is cleared by the module's next press: one message, not two", async () => {
    await prerendered("en");
    offline();
    press("Confirm my subscription");
    expect(summaries()).toHaveLength(1);
    enhanceEmailPreferences(document, {
      fetchFn: vi.fn<typeof fetch>(),
      isOnline: () => false,
      go: vi.fn<(url: string) => void>(),
    });
    press("Confirm my subscription");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(summaries()).toHaveLength(1);
    expect(document.querySelectorAll(".mg-form-frame__not-sent")).toHaveLength(1);
    expectNotSentShown("Confirm my subscription", NOT_SENT_EN);
  });
});
