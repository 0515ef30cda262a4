import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InSite } from "../../test/render.tsx";
import { PathChecklist } from "./PathChecklist.tsx";
import { CHECKLIST, KEY } from "./checklist.fixture.ts";

const checklist = <PathChecklist {...CHECKLIST} />;

const Site = ({ children }: { children: ReactNode }) => <InSite lang="en">{children}</InSite>;

/** The prerendered checklist in the page, its code not run yet: the visitor can tick its native checkboxes. */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Site>{checklist}</Site>);
  document.body.append(container);
  return container;
}
const boxes = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("PathChecklist, when its code arrives after the page (issue 10: loaded on first use)", () => {
  it("keeps and saves the ticks made before, beside the saved ones", async () => {
    localStorage.setItem(KEY, JSON.stringify(["event"]));
    const container = prerendered();
    boxes(container)[0]!.click();
    expect(boxes(container)[0]!.checked).toBe(true);

    await act(async () => {
      render(checklist, { container, hydrate: true, wrapper: Site });
    });
    expect(boxes(container).map((box) => box.checked)).toEqual([true, false, true]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "[]")).toEqual(["letter", "event"]);
    expect(screen.getByText("2 of 3 done")).toBeTruthy();
  });

  it("with nothing ticked before, shows the saved ticks and saves nothing", async () => {
    localStorage.setItem(KEY, JSON.stringify(["appeal"]));
    const container = prerendered();
    await act(async () => {
      render(checklist, { container, hydrate: true, wrapper: Site });
    });
    expect(boxes(container).map((box) => box.checked)).toEqual([false, true, false]);
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify(["appeal"]));
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
  });
});
