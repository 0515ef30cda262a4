// @vitest-environment jsdom
/**
 * The reading pages' enhancement module runs on the whole document (issue 29): React hoists its async script into
 * <head>, and a cached copy can run while the body is still being parsed. Then it must wait for DOMContentLoaded
 * before it enhances anything or marks the page ready.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const OTP = `<main><div class="mg-otp"><nav class="mg-otp__nav"><h2 class="mg-otp__title">On this page</h2>
<ul class="mg-otp__list"><li><a class="mg-otp__link" href="#what-we-collect">What we collect</a></li></ul></nav></div>
<section id="what-we-collect"><h2>What we collect</h2></section></main>`;

function parsing(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
  document.documentElement.removeAttribute("data-mg-ready");
  document.body.innerHTML = "";
  vi.resetModules();
});

describe("app/enhance.ts", () => {
  it("run while the body is still being parsed: waits for DOMContentLoaded, then enhances and says ready", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    parsing("loading");
    document.body.innerHTML = "";
    await import("./enhance.ts");
    expect(document.documentElement.hasAttribute("data-mg-ready")).toBe(false);
    document.body.innerHTML = OTP; // the rest of the page arrives
    parsing("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.getElementById("what-we-collect")?.classList.contains("mg-otp-target")).toBe(true);
    expect(document.documentElement.hasAttribute("data-mg-ready")).toBe(true);
  });

  it("run on a parsed document: enhances at once", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    parsing("interactive");
    document.body.innerHTML = OTP;
    await import("./enhance.ts");
    expect(document.getElementById("what-we-collect")?.classList.contains("mg-otp-target")).toBe(true);
    expect(document.documentElement.hasAttribute("data-mg-ready")).toBe(true);
  });
});
