import { describe, expect, it } from "vitest";
import { SHARE_POPUP, shareLinks, sharePopupFeatures } from "./share.ts";

const input = {
  url: "https://medicare-guide.example/es/news/part-d-changes-2026",
  title: "Parte D: ¿qué cambia? & más",
  emailIntro: "Mire esto:",
};

describe("shareLinks", () => {
  it("builds an e-mail link with the title as subject and the link in the body, all encoded", () => {
    const { email } = shareLinks(input);
    expect(email.startsWith("mailto:?subject=")).toBe(true);
    const params = new URLSearchParams(email.slice("mailto:?".length));
    expect(params.get("subject")).toBe(input.title);
    expect(params.get("body")).toBe(`Mire esto:\n\n${input.title}\n${input.url}`);
    expect(email).not.toContain(" ");
    expect(email).not.toContain("&más");
  });

  it("builds the Facebook and X share pages with the encoded article URL (and title for X)", () => {
    const { facebook, x } = shareLinks(input);
    expect(new URL(facebook).origin).toBe("https://www.facebook.com");
    expect(new URL(facebook).searchParams.get("u")).toBe(input.url);
    expect(new URL(x).origin).toBe("https://x.com");
    expect(new URL(x).searchParams.get("url")).toBe(input.url);
    expect(new URL(x).searchParams.get("text")).toBe(input.title);
  });

  it("opens 600x400 popups without an opener", () => {
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    const features = sharePopupFeatures();
    expect(features).toContain("width=600");
    expect(features).toContain("height=400");
    expect(features).toContain("noopener");
  });
});
