import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Accordion, AccordionItem, type AccordionProps } from "./Accordion.tsx";
import { examples } from "./Accordion.examples.tsx";

function renderAccordion(props: Partial<AccordionProps> = {}, disabled: string[] = []) {
  return renderWithLang(
    <Accordion headingLevel={3} {...props}>
      {["one", "two", "three", "four"].map((id) => (
        <AccordionItem key={id} id={id} title={`Title ${id}`} isDisabled={disabled.includes(id)}>
          <p>Body {id}</p>
        </AccordionItem>
      ))}
    </Accordion>,
  );
}

const trigger = (id: string) => screen.getByRole("button", { name: `Title ${id}` });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

describe("Accordion", () => {
  it("puts a button with aria-expanded and aria-controls inside a heading of the given level", () => {
    renderAccordion({ defaultExpanded: ["one"] });
    const button = trigger("one");
    expect(button.tagName).toBe("BUTTON");
    expect(button.parentElement?.tagName).toBe("H3");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(trigger("two").getAttribute("aria-expanded")).toBe("false");
    const panel = panelOf(button);
    expect(panel.getAttribute("aria-labelledby")).toBe(button.id);
    // A <section> named by its button: a region landmark.
    expect(screen.getByRole("region", { name: "Title one" })).toBe(panel);
  });

  it("renders closed panels in the HTML, hidden until found", () => {
    renderAccordion();
    const panel = panelOf(trigger("two"));
    expect(panel.textContent).toBe("Body two");
    expect(panel.getAttribute("hidden")).toBe("until-found");
  });

  it("opens items named in defaultExpanded", () => {
    renderAccordion({ defaultExpanded: ["two"] });
    expect(trigger("two").getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(trigger("two")).hasAttribute("hidden")).toBe(false);
    expect(trigger("one").getAttribute("aria-expanded")).toBe("false");
  });

  it("toggles with Enter and Space", async () => {
    renderAccordion();
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger("one"));
    await userEvent.keyboard("{Enter}");
    expect(trigger("one").getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(trigger("one")).hasAttribute("hidden")).toBe(false);
    await userEvent.keyboard(" ");
    expect(trigger("one").getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(trigger("one")).getAttribute("hidden")).toBe("until-found");
  });

  it("multiple: items open independently", async () => {
    renderAccordion({ type: "multiple" });
    await userEvent.click(trigger("one"));
    await userEvent.click(trigger("two"));
    expect(trigger("one").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("two").getAttribute("aria-expanded")).toBe("true");
  });

  it("single: opening one closes the other, and the open one can close", async () => {
    const onExpandedChange = vi.fn<(expanded: string[]) => void>();
    renderAccordion({ type: "single", onExpandedChange });
    await userEvent.click(trigger("one"));
    await userEvent.click(trigger("two"));
    expect(trigger("one").getAttribute("aria-expanded")).toBe("false");
    expect(trigger("two").getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(trigger("two"));
    expect(trigger("two").getAttribute("aria-expanded")).toBe("false");
    expect(onExpandedChange.mock.calls).toEqual([[["one"]], [["two"]], [[]]]);
  });

  it("single: keeps only the first of several defaultExpanded ids", () => {
    renderAccordion({ type: "single", defaultExpanded: ["two", "three"] });
    expect(trigger("two").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("three").getAttribute("aria-expanded")).toBe("false");
  });

  it("ArrowDown and ArrowUp move between titles and wrap", async () => {
    renderAccordion();
    trigger("one").focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(trigger("two"));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(trigger("four"));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(trigger("one"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(trigger("four"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(trigger("three"));
  });

  it("Home and End go to the first and last titles", async () => {
    renderAccordion();
    trigger("two").focus();
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(trigger("four"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(trigger("one"));
  });

  it("skips disabled items with arrows, Home, End and Tab, and ignores clicks on them", async () => {
    renderAccordion({}, ["three", "four"]);
    trigger("two").focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(trigger("one"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(trigger("two"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(trigger("two"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(trigger("one"));
    await userEvent.click(trigger("three"));
    expect(trigger("three").getAttribute("aria-expanded")).toBe("false");
    trigger("one").focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger("two"));
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it("skips a disabled item in the middle", async () => {
    renderAccordion({}, ["two"]);
    trigger("one").focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(trigger("three"));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(trigger("one"));
  });

  it("keeps arrow keys inside its own accordion", async () => {
    renderWithLang(
      <>
        <Accordion headingLevel={2}>
          <AccordionItem id="a" title="First A">
            A
          </AccordionItem>
          <AccordionItem id="b" title="First B">
            B
          </AccordionItem>
        </Accordion>
        <Accordion headingLevel={2}>
          <AccordionItem id="a" title="Second A">
            A
          </AccordionItem>
        </Accordion>
      </>,
    );
    screen.getByRole("button", { name: "First B" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First A" }));
  });

  it("opens a closed item when find-in-page reveals it (beforematch)", () => {
    renderAccordion();
    fireEvent(panelOf(trigger("three")), new Event("beforematch"));
    expect(trigger("three").getAttribute("aria-expanded")).toBe("true");
  });

  it("can be controlled", async () => {
    const onExpandedChange = vi.fn<(expanded: string[]) => void>();
    renderAccordion({ expanded: ["one"], onExpandedChange });
    await userEvent.click(trigger("two"));
    expect(onExpandedChange).toHaveBeenCalledWith(["one", "two"]);
    expect(trigger("two").getAttribute("aria-expanded")).toBe("false");
  });
});

describeExamplesAxe("Accordion", examples);
