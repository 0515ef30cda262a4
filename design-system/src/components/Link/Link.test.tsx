import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Link, isExternalHref } from "./Link.tsx";
import { LinkRendererProvider } from "./LinkRenderer.tsx";
import { examples } from "./Link.examples.tsx";

describe("Link", () => {
  it("renders an internal link as a plain <a href> in the same tab", () => {
    renderWithLang(<Link href="/costs">Medicare costs</Link>);
    const link = screen.getByRole("link", { name: "Medicare costs" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/costs");
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.hasAttribute("rel")).toBe(false);
    expect(link.className).toContain("mg-link--inline");
  });

  it("is a real link in server-rendered HTML, before any JavaScript runs", () => {
    const html = renderToString(<Link href="/costs">Medicare costs</Link>);
    expect(html).toMatch(/^<a [^>]*href="\/costs"/);
  });

  it("renders internal links through the app's router link, and external ones as plain anchors", () => {
    renderWithLang(
      <LinkRendererProvider
        render={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      >
        <Link href="/costs">Medicare costs</Link>
        <Link href="https://www.medicare.gov/">Medicare.gov</Link>
      </LinkRendererProvider>,
    );
    expect(screen.getByRole("link", { name: "Medicare costs" }).getAttribute("data-router")).toBe("yes");
    expect(screen.getByRole("link", { name: /Medicare\.gov/ }).hasAttribute("data-router")).toBe(false);
  });

  it("is reached with Tab and followed with Enter", async () => {
    const onClick = vi.fn<() => void>();
    renderWithLang(
      <Link href="#costs" onClick={onClick}>
        Costs
      </Link>,
    );
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Costs" });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("opens absolute URLs in a new tab and says so in words", () => {
    renderWithLang(<Link href="https://www.medicare.gov/">Medicare.gov</Link>);
    const link = screen.getByRole("link", { name: "Medicare.gov (opens in a new tab)" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    const icon = link.querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.getAttribute("focusable")).toBe("false");
  });

  it("warns in Spanish on a Spanish page", () => {
    renderWithLang(<Link href="https://www.medicare.gov/">Medicare.gov</Link>, "es");
    expect(screen.getByRole("link", { name: "Medicare.gov (se abre en una pestaña nueva)" })).toBeTruthy();
  });

  it("can mark a relative link external, keep an absolute one in the tab, and override the warning", () => {
    renderWithLang(
      <>
        <Link href="/files/guide.pdf" external newTabLabel="(PDF, opens in a new tab)">
          Guide
        </Link>
        <Link href="https://medicare-guide.example/about" external={false}>
          About
        </Link>
      </>,
    );
    expect(screen.getByRole("link", { name: "Guide (PDF, opens in a new tab)" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "About" }).hasAttribute("target")).toBe(false);
  });

  it("offers a standalone variant for links on their own line", () => {
    renderWithLang(
      <Link href="/quiz" standalone>
        Take the quiz
      </Link>,
    );
    expect(screen.getByRole("link").className).toContain("mg-link--standalone");
  });

  it("treats http(s) and protocol-relative URLs as external, paths and anchors as internal", () => {
    expect(isExternalHref("https://ssa.gov")).toBe(true);
    expect(isExternalHref("HTTP://ssa.gov")).toBe(true);
    expect(isExternalHref("//ssa.gov")).toBe(true);
    expect(isExternalHref("/es/costs")).toBe(false);
    expect(isExternalHref("#main")).toBe(false);
    expect(isExternalHref("mailto:help@example.org")).toBe(false);
  });
});

describeExamplesAxe("Link", examples);
