import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { CheckboxGroup } from "./CheckboxGroup.tsx";
import { examples } from "./CheckboxGroup.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

function Parts(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Parts" description="Select all that apply." {...props}>
      <Checkbox value="A">Part A</Checkbox>
      <Checkbox value="B" description="Medical insurance.">
        Part B
      </Checkbox>
      <Checkbox value="D">Part D</Checkbox>
    </CheckboxGroup>
  );
}

describe("CheckboxGroup", () => {
  it("is a group named by its visible question, with the hint tied to it and to each choice", () => {
    renderWithLang(<Parts id="parts" />);
    const group = screen.getByRole("group", { name: "Parts" });
    expect(group.id).toBe("parts");
    expect(description(group)).toBe("Select all that apply.");
    const partB = screen.getByRole("checkbox", { name: "Part B" });
    expect(description(partB)).toContain("Medical insurance.");
    expect(description(partB)).toContain("Select all that apply.");
  });

  it("moves with Tab and toggles with Space, reporting the checked values", async () => {
    const onChange = vi.fn<(value: string[]) => void>();
    renderWithLang(<Parts onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Part A" }));
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Part D" }));
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["A", "D"]);
  });

  it("shows one error as text for the group, reads it with every choice and marks them invalid", () => {
    renderWithLang(<Parts isRequired errorMessage="Select at least one part" />);
    const group = screen.getByRole("group", { name: "Parts (required)" });
    expect(description(group)).toBe("Select all that apply. | Error: Select at least one part");
    expect(document.querySelectorAll(".mg-field__error")).toHaveLength(1);
    for (const box of screen.getAllByRole("checkbox")) {
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(description(box)).toContain("Error: Select at least one part");
    }
  });

  it("submits every checked value under its name", async () => {
    renderWithLang(
      <form aria-label="Test">
        <Parts name="parts" defaultValue={["B"]} />
      </form>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Part D" }));
    expect(new FormData(screen.getByRole("form") as HTMLFormElement).getAll("parts")).toEqual(["B", "D"]);
  });

  it("speaks Spanish on a Spanish page", () => {
    renderWithLang(
      <Parts label="Partes" description={undefined} isRequired errorMessage="Elija al menos una parte" />,
      "es",
    );
    const group = screen.getByRole("group", { name: "Partes (obligatorio)" });
    expect(description(group)).toBe("Error: Elija al menos una parte");
  });
});

describeExamplesAxe("CheckboxGroup", examples);
