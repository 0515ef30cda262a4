// @vitest-environment jsdom
/**
 * "+ n more" on the reading page (issue 29): the enhancement works on exactly the HTML ShowMoreList prerenders
 * (renderToString of the parts page), in both languages.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import { getPartsContent } from "@medicare-guide/content/parts/index";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { PartsView } from "./PartsView.tsx";
import { enhanceShowMoreList } from "./ShowMoreList.enhance.ts";

function prerendered(lang: Lang): void {
  document.body.innerHTML = renderToString(
    <InSite lang={lang}>
      <NeverHydratesProvider value>
        <PartsView content={getPartsContent(lang)} />
      </NeverHydratesProvider>
    </InSite>,
  );
}

const listNamed = (name: string) => document.querySelector<HTMLUListElement>(`ul[aria-label="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ShowMoreList.enhance", () => {
  it("puts the prerendered '+ n more' button in place: collapsed, controlling its list, toggling its words", () => {
    prerendered("en");
    const list = listNamed("What Part B covers");
    const extra = list.querySelectorAll("li").length - 3;
    expect(document.querySelector("button.mg-showmore__toggle")).toBeNull();
    enhanceShowMoreList(document);
    const box = list.closest(".mg-showmore")!;
    const button = box.querySelector<HTMLButtonElement>("button.mg-showmore__toggle")!;
    expect(button.textContent).toBe(`+ ${extra} more in the list: What Part B covers`);
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(box.getAttribute("data-collapsed")).toBe("true");
    button.focus();
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Show fewer in the list: What Part B covers");
    expect(box.hasAttribute("data-collapsed")).toBe(false);
    expect(document.activeElement).toBe(button);
    button.click();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(box.getAttribute("data-collapsed")).toBe("true");
  });

  it("a list of three items keeps no button; Spanish words", () => {
    prerendered("es");
    enhanceShowMoreList(document);
    const short = listNamed("Qué no cubre la Parte B").closest(".mg-showmore")!;
    expect(short.querySelector("button")).toBeNull();
    expect(short.hasAttribute("data-collapsed")).toBe(false);
    const button = listNamed("Qué cubre la Parte B").closest(".mg-showmore")!.querySelector("button")!;
    expect(button.textContent).toMatch(/^\+ \d+ más en la lista: Qué cubre la Parte B$/);
    button.click();
    expect(button.textContent).toBe("Mostrar menos en la lista: Qué cubre la Parte B");
  });
});
