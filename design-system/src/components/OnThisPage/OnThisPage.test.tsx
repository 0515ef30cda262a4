import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { OnThisPageLayout } from "./OnThisPage.tsx";
import { ON_THIS_PAGE_ROOT_MARGIN } from "./OnThisPageLive.tsx";
import { examples } from "./OnThisPage.examples.tsx";

/** A controllable IntersectionObserver: the test says which sections cross the line. */
class FakeObserver {
  static last: FakeObserver | null = null;
  targets: Element[] = [];
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports entries: [id, isIntersecting, top of the element relative to the line]. */
  fire(entries: [string, boolean, number][]) {
    const list = entries.map(([id, isIntersecting, top]) => ({
      target: document.getElementById(id)!,
      isIntersecting,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { top: 0 } as DOMRectReadOnly,
    })) as unknown as IntersectionObserverEntry[];
    act(() => this.callback(list, this as unknown as IntersectionObserver));
  }
}

const sections = [
  { id: "s-a", label: "Part A" },
  { id: "s-b", label: "Part B" },
  { id: "s-c", label: "Part C" },
];

function renderPage(lang: "en" | "es" = "en") {
  return renderWithLang(
    <>
      <h1>Page</h1>
      <OnThisPageLayout sections={sections}>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.label} heading</h2>
            <p>Text</p>
          </section>
        ))}
      </OnThisPageLayout>
    </>,
    lang,
  );
}

/** The page once OnThisPage's behaviour has loaded (its own chunk, after hydration): the small screens' button is there. */
async function renderLivePage(lang: "en" | "es" = "en") {
  const view = renderPage(lang);
  await screen.findByRole("button", { name: lang === "en" ? "On this page" : "En esta página" });
  return view;
}

const scrollIntoView = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
let reducedMotion = false;

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  reducedMotion = false;
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("reduce") ? reducedMotion : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  FakeObserver.last = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const nav = () => screen.getByRole("navigation", { name: "On this page" });
const current = () =>
  within(nav())
    .getAllByRole("link")
    .filter((a) => a.getAttribute("aria-current") === "location")
    .map((a) => a.textContent);

describe("OnThisPage", () => {
  it("is a navigation landmark named 'On this page' with one in-page link per section, in order", () => {
    renderPage();
    const links = within(nav()).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Part A", "Part B", "Part C"]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#s-a", "#s-b", "#s-c"]);
  });

  it("is named in Spanish", async () => {
    renderPage("es");
    expect(screen.getByRole("navigation", { name: "En esta página" })).toBeTruthy();
    // The small-screen button arrives with its own chunk, after hydration.
    expect(await screen.findByRole("button", { name: "En esta página" })).toBeTruthy();
  });

  it("with the keyboard, Enter on a link scrolls smoothly to the section and focuses its heading", async () => {
    await renderLivePage();
    within(nav()).getByRole("link", { name: "Part B" }).focus();
    await userEvent.keyboard("{Enter}");
    const heading = screen.getByRole("heading", { name: "Part B heading" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
    expect(window.location.hash).toBe("#s-b");
  });

  it("scrolls instantly when the visitor asks for reduced motion", async () => {
    reducedMotion = true;
    await renderLivePage();
    within(nav()).getByRole("link", { name: "Part C" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "auto" });
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Part C heading" }));
  });

  it("gives the sections the scroll offset class", async () => {
    await renderLivePage();
    // The live part adds the class in an effect after its first render: under load that can follow the button.
    await waitFor(() => {
      for (const s of sections) expect(document.getElementById(s.id)!.classList.contains("mg-otp-target")).toBe(true);
    });
  });

  it("marks the section in view with aria-current=location, using the 20%/80% observer margin", async () => {
    await renderLivePage();
    // The observer starts in the live part's effect, which under load can run after the button is found.
    await waitFor(() => expect(FakeObserver.last?.targets.length).toBe(sections.length));
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe(ON_THIS_PAGE_ROOT_MARGIN);
    expect(ON_THIS_PAGE_ROOT_MARGIN).toBe("-20% 0px -80% 0px");
    expect(observer.targets.map((el) => el.id)).toEqual(["s-a", "s-b", "s-c"]);
    expect(current()).toEqual([]);
    observer.fire([["s-a", true, -10]]);
    expect(current()).toEqual(["Part A"]);
    observer.fire([
      ["s-a", false, -500],
      ["s-b", true, -5],
    ]);
    expect(current()).toEqual(["Part B"]);
    // Scrolling back up: Part B leaves the line downwards, Part A is current again.
    observer.fire([["s-b", false, 40]]);
    expect(current()).toEqual(["Part A"]);
  });

  it("on small screens, the button opens the list in a drawer; choosing a section closes it and focuses the heading", async () => {
    renderPage();
    const button = await screen.findByRole("button", { name: "On this page" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "On this page" });
    within(dialog).getByRole("link", { name: "Part C" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Part C heading" })));
    expect(window.location.hash).toBe("#s-c");
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it("Escape closes the drawer and returns focus to the button", async () => {
    renderPage();
    const button = await screen.findByRole("button", { name: "On this page" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "On this page" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves modified clicks (new tab) to the browser", async () => {
    await renderLivePage();
    const link = within(nav()).getByRole("link", { name: "Part A" });
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("is plain in-page links until its behaviour has loaded (nothing marked, no handler)", () => {
    renderPage();
    expect(document.querySelector(".mg-otp--hydrated")).toBeNull();
    expect(current()).toEqual([]);
    expect(FakeObserver.last).toBeNull();
  });

  it("renders nothing without sections", () => {
    const { container } = renderWithLang(
      <OnThisPageLayout sections={[]}>
        <p>Only text</p>
      </OnThisPageLayout>,
    );
    expect(container.querySelector("nav")).toBeNull();
  });
});

describeExamplesAxe("OnThisPage", examples);
