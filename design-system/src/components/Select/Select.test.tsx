import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Select, type SelectOption } from "./Select.tsx";
import { examples } from "./Select.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

const options: SelectOption[] = [
  { value: "AZ", label: "Arizona" },
  { value: "FL", label: "Florida" },
  { value: "GU", label: "Guam", isDisabled: true },
  { value: "TX", label: "Texas" },
];

describe("Select", () => {
  it("is a button named by the placeholder and the label, with the hint tied to it", () => {
    renderWithLang(<Select id="state" label="Your state" options={options} description="Where you live." />);
    const trigger = screen.getByRole("button", { name: "Select an option Your state" });
    expect(trigger.id).toBe("state");
    expect(trigger.getAttribute("aria-haspopup")).toBe("listbox");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(description(trigger)).toBe("Where you live.");
    expect(trigger.hasAttribute("aria-invalid")).toBe(false);
  });

  it("opens with the keyboard, moves with arrows, chooses with Enter and gives focus back", async () => {
    const onChange = vi.fn<(value: string | null) => void>();
    renderWithLang(<Select label="Your state" options={options} onChange={onChange} />);
    await userEvent.tab();
    const trigger = screen.getByRole("button", { name: /Your state/ });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = screen.getByRole("listbox");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("option", { name: "Arizona" }));
    expect(listbox.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("FL");
    expect(screen.queryByRole("listbox")).toBe(null);
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.textContent).toContain("Florida");
  });

  it("skips disabled options and closes with Escape without choosing", async () => {
    const onChange = vi.fn<(value: string | null) => void>();
    renderWithLang(<Select label="Your state" options={options} defaultValue="FL" onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: /Your state/ });
    await userEvent.click(trigger);
    expect(screen.getByRole("option", { name: "Florida" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("option", { name: "Guam" }).getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("option", { name: "Florida" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("option", { name: "Texas" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBe(null);
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("submits the value with a native form through the hidden select", async () => {
    renderWithLang(
      <form aria-label="Test">
        <Select label="Your state" name="state" options={options} />
      </form>,
    );
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(new FormData(form).get("state")).toBe("");
    await userEvent.click(screen.getByRole("button", { name: /Your state/ }));
    await userEvent.click(screen.getByRole("option", { name: "Texas" }));
    expect(new FormData(form).get("state")).toBe("TX");
  });

  it("shows the error beside the button, tied to it, and marks it invalid", () => {
    renderWithLang(<Select label="Your state" options={options} isRequired errorMessage="Select your state" />);
    const trigger = screen.getByRole("button", { name: "Select an option Your state (required)" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    expect(description(trigger)).toBe("Error: Select your state");
    expect(document.querySelector(".mg-field__error")?.textContent).toBe("Error: Select your state");
  });

  it("speaks Spanish on a Spanish page, and the placeholder can be overridden", () => {
    renderWithLang(<Select label="Su estado" options={options} isRequired errorMessage="Elija su estado" />, "es");
    const trigger = screen.getByRole("button", { name: "Seleccione una opción Su estado (obligatorio)" });
    expect(description(trigger)).toBe("Error: Elija su estado");
    renderWithLang(<Select label="Plan" options={options} placeholder="Choose a plan" />);
    expect(screen.getByRole("button", { name: "Choose a plan Plan" })).toBeTruthy();
  });
});

describeExamplesAxe("Select", examples);
