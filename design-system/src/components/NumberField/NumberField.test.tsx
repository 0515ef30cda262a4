import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { NumberField, usLocale } from "./NumberField.tsx";
import { examples } from "./NumberField.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("NumberField", () => {
  it("steps with the arrow keys and reports numbers", async () => {
    const onChange = vi.fn<(value: number) => void>();
    renderWithLang(<NumberField label="People" defaultValue={2} minValue={1} onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole("textbox", { name: "People" }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard("{ArrowUp}");
    expect(input.value).toBe("3");
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(input.value).toBe("1");
  });

  it("has named minus and plus buttons that change the value", async () => {
    renderWithLang(<NumberField label="People" defaultValue={2} />);
    const plus = screen.getByRole("button", { name: "Increase People" });
    const minus = screen.getByRole("button", { name: "Decrease People" });
    expect(plus.className).toContain("mg-numberfield__step");
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("4");
    await userEvent.click(minus);
    expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe("3");
  });

  it("formats money and parses what is typed", async () => {
    const onChange = vi.fn<(value: number) => void>();
    renderWithLang(
      <NumberField
        label="Income"
        showStepper={false}
        formatOptions={{ style: "currency", currency: "USD" }}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole("button")).toBe(null);
    const input = screen.getByRole("textbox", { name: "Income" }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard("1234.5");
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input.value).toBe("$1,234.50");
  });

  it("never blocks typing: text that is not a number stays in the box, as typed, and reports NaN", async () => {
    const onChange = vi.fn<(value: number) => void>();
    renderWithLang(
      <NumberField
        label="Income"
        showStepper={false}
        formatOptions={{ style: "currency", currency: "USD", maximumFractionDigits: 0 }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Income" }) as HTMLInputElement;
    expect(input.getAttribute("inputmode")).toBe("decimal");
    await userEvent.click(input);
    await userEvent.keyboard("85k");
    expect(input.value).toBe("85k");
    fireEvent.blur(input);
    expect(input.value).toBe("85k");
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it("reads what people type today and reports it as they type", async () => {
    const onChange = vi.fn<(value: number) => void>();
    renderWithLang(
      <NumberField
        label="Income"
        showStepper={false}
        formatOptions={{ style: "currency", currency: "USD", maximumFractionDigits: 0 }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Income" }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard("$85,000");
    expect(onChange).toHaveBeenLastCalledWith(85000);
    fireEvent.blur(input);
    expect(input.value).toBe("$85,000");
    // No stepper and no step: the arrow keys are the text cursor's, never a dollar more.
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    expect(input.value).toBe("$85,000");
  });

  it("keeps a typed number in range when focus leaves", async () => {
    const onChange = vi.fn<(value: number) => void>();
    renderWithLang(<NumberField label="Age" minValue={50} maxValue={100} onChange={onChange} width={4} />);
    const input = screen.getByRole("textbox", { name: "Age" }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard("120");
    fireEvent.blur(input);
    expect(input.value).toBe("100");
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it("a new value from outside rewrites the box", () => {
    const { rerender } = renderWithLang(<NumberField label="People" value={2} />);
    const input = screen.getByRole("textbox", { name: "People" }) as HTMLInputElement;
    expect(input.value).toBe("2");
    rerender(<NumberField label="People" value={Number.NaN} />);
    expect(input.value).toBe("");
  });

  it("shows the error beside the field, tied to it, and marks it invalid", () => {
    renderWithLang(<NumberField label="Age" description="In years." errorMessage="Enter an age between 0 and 120" />);
    const input = screen.getByRole("textbox", { name: "Age" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toBe("In years. | Error: Enter an age between 0 and 120");
  });

  it("names its visible box (a native submit sends what was typed, once) and gives the input's ref and id", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithLang(
      <form aria-label="Test">
        <NumberField
          id="income"
          label="Income"
          name="income"
          defaultValue={1500}
          inputRef={ref}
          formatOptions={{ style: "currency", currency: "USD" }}
        />
      </form>,
    );
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(new FormData(form).getAll("income")).toEqual(["$1,500.00"]);
    expect(ref.current?.id).toBe("income");
  });

  it("speaks and formats Spanish (US) on a Spanish page", () => {
    renderWithLang(
      <NumberField
        label="Ingresos"
        isRequired
        defaultValue={1234.5}
        formatOptions={{ style: "currency", currency: "USD" }}
      />,
      "es",
    );
    const input = screen.getByRole("textbox", { name: "Ingresos (obligatorio)" }) as HTMLInputElement;
    expect(input.value).toContain("1,234.50");
    expect(screen.getByRole("button", { name: "Aumentar Ingresos (obligatorio)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Disminuir Ingresos (obligatorio)" })).toBeTruthy();
  });

  it("maps the page language to a US locale", () => {
    expect(usLocale("es")).toBe("es-US");
    expect(usLocale("en")).toBe("en-US");
    expect(usLocale("es-MX")).toBe("es-MX");
    expect(usLocale(undefined)).toBe("en-US");
  });
});

describeExamplesAxe("NumberField", examples);
