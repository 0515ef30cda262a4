// @vitest-environment jsdom
/**
 * /resources as a reading page (issue 29): the #group in the address opens that group, on exactly the HTML
 * ResourcesView prerenders, in both languages.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getResourceGroups } from "@medicare-guide/content/resources/index";
import type { Lang } from "@medicare-guide/content/routes";
import { prerenderInSite } from "../../test/render.tsx";
import { ResourcesView } from "./ResourcesView.tsx";
import { enhanceResourceGroups } from "./ResourcesView.enhance.ts";

function prerendered(lang: Lang, hash: string): void {
  window.history.replaceState(null, "", `/resources${hash}`);
  prerenderInSite(<ResourcesView groups={getResourceGroups(lang)} />, { lang });
}

const trigger = (groupId: string) =>
  document.getElementById(groupId)!.querySelector<HTMLButtonElement>("button.mg-accordion__trigger")!;
const panel = (groupId: string) => document.getElementById(trigger(groupId).getAttribute("aria-controls")!)!;
const openTitles = () => document.querySelectorAll('button.mg-accordion__trigger[aria-expanded="true"]').length;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("ResourcesView.enhance", () => {
  it("opens the group the address names on arrival, and only it", () => {
    prerendered("en", "#extra-help");
    expect(trigger("extra-help").getAttribute("aria-expanded")).toBe("false");
    enhanceResourceGroups(document);
    expect(trigger("extra-help").getAttribute("aria-expanded")).toBe("true");
    expect(panel("extra-help").hasAttribute("hidden")).toBe(false);
    expect(openTitles()).toBe(1);
  });

  it("opens a group when the address's #group changes, keeping the open ones open (Spanish page)", () => {
    prerendered("es", "");
    enhanceResourceGroups(document);
    expect(openTitles()).toBe(0);
    const first = getResourceGroups("es")[0]!.id;
    trigger(first).setAttribute("aria-expanded", "true");
    window.history.replaceState(null, "", "/resources#extra-help");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(trigger("extra-help").getAttribute("aria-expanded")).toBe("true");
    expect(panel("extra-help").hasAttribute("hidden")).toBe(false);
    expect(trigger(first).getAttribute("aria-expanded")).toBe("true");
  });

  it("leaves the groups closed for a #hash that is not a group (or not well formed)", () => {
    prerendered("en", "#main-content");
    enhanceResourceGroups(document);
    window.history.replaceState(null, "", "/resources#%E0%A4%A");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(openTitles()).toBe(0);
  });
});
