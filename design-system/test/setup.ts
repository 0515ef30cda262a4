import { cleanup, configure } from "@testing-library/react";
import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { afterAll, afterEach, vi } from "vitest";
import { dsResources } from "../src/i18n/resources.ts";

// A default (English) instance for components rendered without renderWithLang.
void createInstance()
  .use(initReactI18next)
  .init({
    lng: "en",
    fallbackLng: false,
    ns: ["ds"],
    defaultNS: "ds",
    resources: { en: { ds: dsResources.en }, es: { ds: dsResources.es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });

afterEach(() => {
  cleanup();
  // Tools keep shareable inputs in the address (a GET query) and read it on mount: each test starts clean.
  if (typeof window !== "undefined" && window.location.search) window.history.replaceState(null, "", "/");
});

// Files share their worker's page (isolate: false, scripts/unit-isolation.ts): each file leaves it as it
// found it. The shared announcer, toasts and portals live in <body>, the display choices on <html>.
afterAll(() => {
  vi.useRealTimers();
  if (typeof document === "undefined") return;
  document.body.replaceChildren();
  for (const attr of Array.from(document.body.attributes)) document.body.removeAttribute(attr.name);
  for (const attr of Array.from(document.documentElement.attributes))
    document.documentElement.removeAttribute(attr.name);
  for (const node of Array.from(document.head.children)) if (node.tagName !== "STYLE") node.remove();
  document.title = "";
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* storage replaced by a test */
  }
  window.history.replaceState(null, "", "/");
});

// Text queries skip the shared live-region announcer: it repeats a status after a short delay, so on a
// slow machine getByText would find the status twice. Tests that check announcements read the
// announcer node itself ([data-mg-announcer]).
// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): lazy chunks (the On this page drawer,
// the toast region) load through a dynamic import, which takes over a second on a loaded 2-core machine
// (the OnThisPage Spanish test failed that way once while other gates ran).
configure({ defaultIgnore: "script, style, [data-mg-announcer], [data-mg-announcer] *", asyncUtilTimeout: 5_000 });

// jsdom lacks these; react-aria and our components feature-detect them.
// (Node-environment test files in the same project have no window at all.)
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
