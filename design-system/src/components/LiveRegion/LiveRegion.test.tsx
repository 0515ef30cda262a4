import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { LiveRegion } from "./LiveRegion.tsx";
import { examples } from "./LiveRegion.examples.tsx";
import { announce, useAnnounce } from "./useAnnounce.ts";

function sharedRegion(politeness: "polite" | "assertive"): HTMLElement {
  const node = document.querySelector<HTMLElement>(`[data-mg-announcer="${politeness}"]`);
  if (!node) throw new Error(`no shared ${politeness} region`);
  return node;
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        Add
      </button>
      <LiveRegion>{n === 0 ? "" : `${n} added`}</LiveRegion>
    </>
  );
}

function SaveButton() {
  const say = useAnnounce();
  return (
    <button type="button" onClick={() => say("Saved")}>
      Save
    </button>
  );
}

describe("LiveRegion", () => {
  it("is a polite status from the first render, even when empty, and keeps its node as the text changes", async () => {
    renderWithLang(<Counter />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.getAttribute("aria-atomic")).toBe("true");
    expect(region.textContent).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("1 added");
  });

  it("can be assertive without taking the alert role", () => {
    const { container } = renderWithLang(<LiveRegion politeness="assertive">Now</LiveRegion>);
    const region = container.querySelector(".mg-live-region");
    expect(region?.getAttribute("aria-live")).toBe("assertive");
    expect(region?.hasAttribute("role")).toBe(false);
  });

  it("can be visually hidden", () => {
    renderWithLang(<LiveRegion visuallyHidden>3 plans</LiveRegion>);
    expect(screen.getByRole("status").className).toContain("mg-visually-hidden");
  });
});

describe("useAnnounce", () => {
  it("creates one shared hidden region on mount, before anything is announced", () => {
    renderWithLang(
      <>
        <SaveButton />
        <SaveButton />
      </>,
    );
    expect(document.querySelectorAll("[data-mg-announcer='polite']").length).toBe(1);
    const root = sharedRegion("polite").parentElement;
    expect(root?.className).toBe("mg-visually-hidden");
    // React Aria modals leave regions marked like this visible to screen readers.
    expect(root?.dataset.liveAnnouncer).toBe("true");
    expect(sharedRegion("polite").getAttribute("role")).toBe("status");
    expect(sharedRegion("assertive").getAttribute("aria-live")).toBe("assertive");
  });

  it("announces from a keyboard press, and clears before repeating the same message", async () => {
    renderWithLang(<SaveButton />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sharedRegion("polite").textContent).toBe("Saved"));
    await userEvent.keyboard("{Enter}");
    expect(sharedRegion("polite").textContent).toBe("");
    await waitFor(() => expect(sharedRegion("polite").textContent).toBe("Saved"));
  });

  it("keeps only the last of quick messages, and assertive messages apart", async () => {
    act(() => {
      announce("First");
      announce("Second");
      announce("Stop", "assertive");
    });
    await waitFor(() => expect(sharedRegion("polite").textContent).toBe("Second"));
    await waitFor(() => expect(sharedRegion("assertive").textContent).toBe("Stop"));
  });
});

describeExamplesAxe("LiveRegion", examples);
