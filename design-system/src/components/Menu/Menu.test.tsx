import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Key } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Menu, MenuItem, MenuSection, type MenuProps } from "./Menu.tsx";
import { examples } from "./Menu.examples.tsx";

function renderMenu(props: Partial<MenuProps> = {}, lang: "en" | "es" = "en") {
  return renderWithLang(
    <Menu label="Share" {...props}>
      <MenuItem id="print">Print</MenuItem>
      <MenuItem id="email">Email</MenuItem>
      <MenuItem id="copy">Copy</MenuItem>
    </Menu>,
    lang,
  );
}

// While a menu is open, everything outside it is aria-hidden, the button too.
const trigger = (name = "Share") => screen.getByRole("button", { name, hidden: true });

describe("Menu", () => {
  it("has a real button that says it opens a menu", () => {
    renderMenu();
    const button = trigger();
    expect(button.tagName).toBe("BUTTON");
    expect(button.className).toContain("mg-button");
    expect(button.getAttribute("aria-haspopup")).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens with Enter on the first item, moves with arrows, chooses with Enter and returns focus", async () => {
    const onAction = vi.fn<(id: Key) => void>();
    renderMenu({ onAction });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = screen.getByRole("menu");
    expect(menu.getAttribute("aria-labelledby")).toBe(trigger().id);
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    const items = within(menu).getAllByRole("menuitem");
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledWith("email");
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("opens on the last item with ArrowUp", async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    const items = screen.getAllByRole("menuitem");
    expect(document.activeElement).toBe(items[items.length - 1]);
  });

  it("closes with Escape and returns focus to the button", async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("menu")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("skips disabled items", async () => {
    renderMenu({ disabledKeys: ["email"] });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Copy");
  });

  it("renders link items as real links", async () => {
    renderWithLang(
      <Menu label="Go">
        <MenuItem href="/parts/a">Part A</MenuItem>
      </Menu>,
    );
    await userEvent.click(trigger("Go"));
    const item = screen.getByRole("menuitem", { name: "Part A" });
    expect(item.tagName).toBe("A");
    expect(item.getAttribute("href")).toBe("/parts/a");
  });

  it("groups items in labelled sections", async () => {
    renderWithLang(
      <Menu label="Go">
        <MenuSection title="Read more">
          <MenuItem id="a">Part A</MenuItem>
        </MenuSection>
        <MenuSection title="This page">
          <MenuItem id="print">Print</MenuItem>
        </MenuSection>
      </Menu>,
    );
    await userEvent.click(trigger("Go"));
    const groups = screen.getAllByRole("group");
    expect(groups).toHaveLength(2);
    expect(within(screen.getByRole("group", { name: "Read more" })).getByRole("menuitem").textContent).toBe("Part A");
  });

  it("calls an item's own onAction", async () => {
    const onAction = vi.fn<() => void>();
    renderWithLang(
      <Menu label="Go">
        <MenuItem onAction={onAction}>Print</MenuItem>
      </Menu>,
    );
    await userEvent.click(trigger("Go"));
    await userEvent.click(screen.getByRole("menuitem", { name: "Print" }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("has a translated default label", () => {
    renderWithLang(
      <Menu>
        <MenuItem id="x">X</MenuItem>
      </Menu>,
      "es",
    );
    expect(screen.getByRole("button", { name: "Más opciones" })).toBeTruthy();
  });

  it("passes axe while open, with sections and links", async () => {
    renderWithLang(
      <Menu label="Go">
        <MenuSection title="Read more">
          <MenuItem href="/parts/a">Part A</MenuItem>
        </MenuSection>
        <MenuSection title="This page">
          <MenuItem id="print">Print</MenuItem>
        </MenuSection>
      </Menu>,
    );
    await userEvent.click(trigger("Go"));
    const popover = document.querySelector(".mg-menu__popover")!;
    expect(popover).not.toBeNull();
    await expectNoAxeViolations(popover);
  });
});

describeExamplesAxe("Menu", examples);
