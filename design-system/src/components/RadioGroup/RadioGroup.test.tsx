import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Radio, RadioGroup } from "./RadioGroup.tsx";
import { examples } from "./RadioGroup.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

function Plans(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Coverage" {...props}>
      <Radio value="original" description="Run by the government.">
        Original Medicare
      </Radio>
      <Radio value="advantage">Medicare Advantage</Radio>
      <Radio value="unsure">Not sure</Radio>
    </RadioGroup>
  );
}

describe("RadioGroup", () => {
  it("is a radiogroup named by its visible question, with the hint tied to it", () => {
    renderWithLang(<Plans id="coverage" description="You can change this later." />);
    const group = screen.getByRole("radiogroup", { name: "Coverage" });
    expect(group.id).toBe("coverage");
    expect(description(group)).toBe("You can change this later.");
    expect(group.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });

  it("reads each option's own hint with it, and the group's hint too", () => {
    renderWithLang(<Plans description="You can change this later." />);
    const original = screen.getByRole("radio", { name: "Original Medicare" });
    expect(description(original)).toContain("Run by the government.");
    expect(description(original)).toContain("You can change this later.");
  });

  it("moves and chooses with the arrow keys, and is one Tab stop", async () => {
    const onChange = vi.fn<(value: string | null) => void>();
    renderWithLang(
      <>
        <Plans defaultValue="original" onChange={onChange} />
        <button type="button">Continue</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Original Medicare" }));
    await userEvent.keyboard("{ArrowDown}");
    const advantage = screen.getByRole("radio", { name: "Medicare Advantage" }) as HTMLInputElement;
    expect(document.activeElement).toBe(advantage);
    expect(advantage.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith("advantage");
    await userEvent.keyboard("{ArrowUp}");
    expect((screen.getByRole("radio", { name: "Original Medicare" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Continue" }));
  });

  it("chooses an option when its whole row is clicked", async () => {
    renderWithLang(<Plans />);
    await userEvent.click(screen.getByText("Not sure"));
    expect((screen.getByRole("radio", { name: "Not sure" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Not sure").closest("label")?.className).toContain("mg-radio__button");
  });

  it("shows the error as text, reads it with each option and marks the group invalid", () => {
    renderWithLang(<Plans isRequired errorMessage="Select how you get your coverage" />);
    const group = screen.getByRole("radiogroup", { name: "Coverage (required)" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(description(group)).toBe("Error: Select how you get your coverage");
    expect(description(screen.getByRole("radio", { name: "Not sure" }))).toBe(
      "Error: Select how you get your coverage",
    );
  });

  it("submits the chosen value under its name", async () => {
    renderWithLang(
      <form aria-label="Test">
        <Plans name="coverage" />
      </form>,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Medicare Advantage" }));
    expect(new FormData(screen.getByRole("form") as HTMLFormElement).get("coverage")).toBe("advantage");
  });

  it("speaks Spanish on a Spanish page", () => {
    renderWithLang(<Plans label="Cobertura" isRequired errorMessage="Elija una opción" />, "es");
    const group = screen.getByRole("radiogroup", { name: "Cobertura (obligatorio)" });
    expect(description(group)).toBe("Error: Elija una opción");
  });
});

describeExamplesAxe("RadioGroup", examples);
