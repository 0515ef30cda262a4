// @vitest-environment jsdom
/**
 * A news article as a reading page (issue 29): each part's enhancement works on exactly the HTML the article
 * prerenders (React's static prerender of ArticlePage with its real loader data, as the build does), in both
 * languages: share and copy link (ShareLinks.enhance.ts, with its toast), the defined words in the body
 * (HtmlTermTips.enhance.ts), Listen's button (Listen.enhance.ts) and the reader question's form.
 */
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { enhanceHtmlTermTips } from "../../components/PageTerms/HtmlTermTips.enhance.ts";
import { enhanceListen } from "../../components/Listen/Listen.enhance.ts";
import { enhanceReaderQuestion } from "../../components/ReaderQuestion/ReaderQuestion.enhance.ts";
import { enhanceShareLinks } from "./ShareLinks.enhance.ts";
import ArticlePage, { loader } from "./ArticlePage.tsx";
import type { Route } from "./+types/ArticlePage";

const SLUG = "2026-irmaa-surcharge-update";

async function prerendered(lang: Lang): Promise<void> {
  const path = `${lang === "es" ? "/es" : ""}/news/${SLUG}`;
  const loaderData = loader({ request: new Request(`https://medicare-guide.example${path}`) } as Route.LoaderArgs);
  const props = { loaderData } as unknown as Route.ComponentProps;
  const { prelude } = await prerender(
    <InSite lang={lang} path={path}>
      <NeverHydratesProvider value>
        <ArticlePage {...props} />
      </NeverHydratesProvider>
    </InSite>,
  );
  document.documentElement.lang = lang;
  document.body.innerHTML = await new Response(prelude).text();
}

const WORDS = {
  en: {
    copy: "Copy link",
    copied: "Article link copied to clipboard",
    toast: "Done: Link copied. Article link copied to clipboard.",
    listen: "Listen to this page",
    failed: /could not copy|copy it/i,
  },
  es: {
    copy: "Copiar el enlace",
    copied: "Se copió el enlace del artículo al portapapeles",
    toast: "Listo: Enlace copiado. Se copió el enlace del artículo al portapapeles.",
    listen: "Escuchar esta página",
    failed: /copiar/i,
  },
} as const;

const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;

function speech(present: boolean): void {
  if (present) {
    vi.stubGlobal("speechSynthesis", { getVoices: () => [], speak() {}, cancel() {} });
    vi.stubGlobal("SpeechSynthesisUtterance", EventTarget);
  } else {
    for (const name of ["speechSynthesis", "SpeechSynthesisUtterance"]) Reflect.deleteProperty(window, name);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

for (const lang of ["en", "es"] as const) {
  const w = WORDS[lang];
  describe(`news article as a reading page (${lang})`, () => {
    it("copy link: the button appears; the address goes to the clipboard, the polite status and a toast say so", async () => {
      await prerendered(lang);
      expect(buttonNamed(w.copy)).toBeNull();
      enhanceShareLinks(document);
      const copy = buttonNamed(w.copy)!;
      expect(copy.closest("ul.mg-share__list")).not.toBeNull();
      const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      copy.focus();
      copy.click();
      await vi.waitFor(() => expect(document.querySelector(".mg-share__status")?.textContent).toBe(w.copied));
      expect(writeText).toHaveBeenCalledWith(
        `https://medicare-guide.example${lang === "es" ? "/es" : ""}/news/${SLUG}`,
      );
      expect(document.querySelector(".mg-share__status")?.getAttribute("role")).toBe("status");
      const toast = document.querySelector(".mg-toast-region .mg-toast")!;
      expect(
        toast.textContent
          ?.replace(/\s+/g, " ")
          .replace(/Close|Cerrar/, "")
          .trim(),
      ).toBe(w.toast);
      expect(document.activeElement).toBe(copy);
    });

    it("copy link refused: says so and shows the address to copy by hand", async () => {
      await prerendered(lang);
      enhanceShareLinks(document);
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
      buttonNamed(w.copy)!.click();
      await vi.waitFor(() => expect(document.querySelector(".mg-share__status .mg-share__url")).not.toBeNull());
      expect(document.querySelector(".mg-share__status .mg-share__url")?.textContent).toContain(`/news/${SLUG}`);
      expect(document.querySelector(".mg-share__status p")?.textContent).toMatch(w.failed);
      expect(document.querySelector(".mg-toast")).toBeNull();
    });

    it("Facebook and X: a plain click opens a 600x400 window without an opener; a modified click is the link's", async () => {
      await prerendered(lang);
      enhanceShareLinks(document);
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      const links = [...document.querySelectorAll<HTMLAnchorElement>(".mg-share a[target='_blank']")];
      expect(links).toHaveLength(2);
      for (const link of links)
        link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
      expect(open.mock.calls.map((call) => call[2])).toEqual([
        expect.stringMatching(/width=600,height=400,noopener/),
        expect.stringMatching(/width=600,height=400,noopener/),
      ]);
      const modified = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
      links[0]!.dispatchEvent(modified);
      expect(open).toHaveBeenCalledTimes(2);
      expect(modified.defaultPrevented).toBe(false);
    });

    it("defined words in the body: the link gives way to the word as a button that opens its explanation", async () => {
      await prerendered(lang);
      const link = document.querySelector<HTMLAnchorElement>("#article-body a[data-term]")!;
      const words = link.textContent;
      enhanceHtmlTermTips(document);
      expect(document.querySelector("#article-body a[data-term]")).toBeNull();
      expect(document.querySelector("template[data-mg-term-tip]")).toBeNull();
      const word = document.querySelector<HTMLButtonElement>(
        "#article-body .mg-toggletip-host button.mg-toggletip__term",
      )!;
      expect(word.textContent).toBe(words);
      const panel = document.getElementById(word.getAttribute("aria-controls")!)!;
      expect(panel.hidden).toBe(true);
      word.click();
      expect(word.getAttribute("aria-expanded")).toBe("true");
      expect(panel.hidden).toBe(false);
      panel.querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(panel.hidden).toBe(true);
      expect(document.activeElement).toBe(word);
    });

    it("Listen: no button in a browser without speech synthesis; with it, the button in the page's language", async () => {
      await prerendered(lang);
      speech(false);
      enhanceListen(document);
      expect(buttonNamed(w.listen)).toBeNull();
      await prerendered(lang);
      speech(true);
      enhanceListen(document);
      const button = buttonNamed(w.listen)!;
      expect(button.closest(".mg-listen")?.getAttribute("data-listen")).toBe("skip");
      // Before the title and body it reads, outside them.
      expect(button.closest("#article-body")).toBeNull();
    });

    it("the reader question's form takes its contact link's place", async () => {
      await prerendered(lang);
      expect(document.querySelector(".mg-reader-question textarea")).toBeNull();
      enhanceReaderQuestion(document);
      expect(document.querySelector(".mg-reader-question textarea")).not.toBeNull();
    });
  });
}
