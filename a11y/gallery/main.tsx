/**
 * Renders every example of every design-system component (import.meta.glob over
 * design-system/src/components/<Name>/<Name>.examples.tsx) with the `ds` strings
 * in English or Spanish. Query: ?lang=en|es&text=standard|large&contrast=standard|high
 * (&component=Name to show one component). Marks <html data-gallery-ready> when rendered.
 */
import { THEME_ATTRIBUTE, type Contrast } from "../../app/shell/display-preferences.ts";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { I18nProvider } from "react-aria-components";
import "@medicare-guide/design-system/styles.css";
import type { ComponentExample } from "@medicare-guide/design-system/examples.ts";
import { createTestI18n } from "../../design-system/test/i18n.ts";
import "./gallery.css";

const modules = import.meta.glob<ComponentExample[]>("../../design-system/src/components/*/*.examples.tsx", {
  eager: true,
  import: "examples",
});

const COMPONENTS = Object.entries(modules)
  .map(([file, examples]) => ({ name: /components\/(\w+)\//.exec(file)?.[1] ?? file, examples }))
  .sort((a, b) => a.name.localeCompare(b.name));

const params = new URLSearchParams(location.search);
const lang = params.get("lang") === "es" ? "es" : "en";
const only = params.get("component");
const html = document.documentElement;
html.lang = lang;
if (params.get("text") === "large") html.setAttribute("data-text-size", "large");
const theme = THEME_ATTRIBUTE[params.get("contrast") as Contrast];
if (theme) html.setAttribute("data-theme", theme);

const TITLES = { en: "Design system gallery", es: "Galería del sistema de diseño" };
document.title = `${TITLES[lang]} - Medicare Guide`;

const i18n = createTestI18n(lang);

function Gallery() {
  useEffect(() => {
    html.dataset.galleryReady = "true";
  }, []);
  const shown = only ? COMPONENTS.filter((c) => c.name === only) : COMPONENTS;
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={lang === "es" ? "es-US" : "en-US"}>
        <main className="gallery">
          <h1>{TITLES[lang]}</h1>
          {shown.map((component) => (
            <section key={component.name} aria-labelledby={`c-${component.name}`} data-component={component.name}>
              <h2 id={`c-${component.name}`} lang="en">
                {component.name}
              </h2>
              {component.examples.map((example, i) => (
                <div key={example.name} className="gallery__example" data-example={`${component.name}/${i}`}>
                  <h3 id={`e-${component.name}-${i}`} lang="en">
                    {example.name}
                  </h3>
                  {example.description ? (
                    <p className="gallery__description" lang="en">
                      {example.description}
                    </p>
                  ) : null}
                  <div className="gallery__canvas" data-example-canvas={`${component.name}/${i}`}>
                    {example.render()}
                  </div>
                </div>
              ))}
            </section>
          ))}
        </main>
      </I18nProvider>
    </I18nextProvider>
  );
}

const container = document.getElementById("gallery-root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}
