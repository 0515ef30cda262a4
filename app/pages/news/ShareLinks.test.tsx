import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts, ToastRegion } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { ShareLinks } from "./ShareLinks.tsx";
import { renderInSite } from "../../test/render.tsx";

const ARTICLE_URL = "https://medicare-guide.example/news/part-d-changes-2026";

function renderShare(lang: Lang = "en") {
  renderInSite(
    <>
      <ShareLinks url={ARTICLE_URL} title="Part D Changes for 2026" />
      <ToastRegion />
    </>,
    { lang },
  );
  return userEvent.setup();
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
});

describe("ShareLinks", () => {
  it("offers e-mail, Facebook and X as links that say they open a new window", () => {
    renderShare();
    expect(screen.getByRole("link", { name: "Share by email" }).getAttribute("href")).toMatch(
      /^mailto:\?subject=Part%20D/,
    );
    const facebook = screen.getByRole("link", { name: "Share on Facebook (opens in a new window)" });
    expect(facebook.getAttribute("target")).toBe("_blank");
    expect(facebook.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "Share on X (opens in a new window)" }).getAttribute("href")).toContain(
      "x.com/intent/tweet",
    );
  });

  it("opens Facebook in a 600x400 window without an opener", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = renderShare();
    await user.click(screen.getByRole("link", { name: /Share on Facebook/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining("facebook.com/sharer/sharer.php?u="),
      "_blank",
      expect.stringMatching(/width=600,height=400,noopener/),
    );
  });

  it("copies the link: toast plus a polite status on the page; focus stays on the button", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    const user = renderShare();
    stubClipboard(writeText); // after userEvent.setup(), which installs its own clipboard
    const button = screen.getByRole("button", { name: "Copy link" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(writeText).toHaveBeenCalledWith(ARTICLE_URL);
    const status = document.querySelector(".mg-share__status")!;
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("Article link copied to clipboard");
    expect((await screen.findByText(/Link copied\. Article link copied to clipboard/)).textContent).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });

  it("shows the link to copy by hand when the clipboard refuses (Spanish)", async () => {
    const user = renderShare("es");
    stubClipboard(() => Promise.reject(new Error("denied")));
    await user.click(screen.getByRole("button", { name: "Copiar el enlace" }));
    const status = document.querySelector(".mg-share__status")!;
    expect(status.textContent).toContain("No se pudo copiar el enlace");
    expect(status.textContent).toContain(ARTICLE_URL);
  });
});
