import { cleanup, configure } from "@testing-library/react";
import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
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

// Text queries skip the shared live-region announcer: it repeats a status after a short delay, so on a
// slow machine getByText would find the status twice. Tests that check announcements read the
// announcer node itself ([data-mg-announcer]).
configure({ defaultIgnore: "script, style, [data-mg-announcer], [data-mg-announcer] *" });

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
