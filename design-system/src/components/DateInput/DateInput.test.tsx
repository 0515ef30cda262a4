import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { DateInput } from "./DateInput.tsx";
import { examples } from "./DateInput.examples.tsx";
import { parseMemorableDate, type MemorableDateValue } from "./parseMemorableDate.ts";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

function ParsedDate() {
  const [value, setValue] = useState<MemorableDateValue>({ month: "", day: "", year: "" });
  const result = parseMemorableDate(value, new Date(2026, 0, 1));
  const typed = value.month !== "" && value.day !== "" && value.year !== "";
  return (
    <DateInput
      legend="Date of birth"
      value={value}
      onChange={setValue}
      errorMessage={typed && !result.ok ? `Problem: ${result.reason}` : undefined}
      invalidParts={!result.ok ? result.parts : undefined}
    />
  );
}

describe("DateInput", () => {
  it("is a fieldset named by its legend with three labelled numeric boxes in US order", () => {
    renderWithLang(<DateInput id="dob" legend="Date of birth" description="For example, 3 27 1958" />);
    const group = screen.getByRole("group", { name: "Date of birth" });
    expect(group.tagName).toBe("FIELDSET");
    expect(description(group)).toBe("For example, 3 27 1958");
    const boxes = screen.getAllByRole("textbox");
    expect(boxes.map((b) => b.id)).toEqual(["dob-month", "dob-day", "dob-year"]);
    expect(screen.getByRole("textbox", { name: "Month" }).getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("textbox", { name: "Day" }).getAttribute("type")).toBe("text");
    expect(screen.getByRole("textbox", { name: "Year" }).hasAttribute("autocomplete")).toBe(false);
  });

  it("moves Month, Day, Year with Tab and reports all three values", async () => {
    const onChange = vi.fn<(value: MemorableDateValue) => void>();
    const onBlur = vi.fn<() => void>();
    renderWithLang(
      <>
        <DateInput legend="Date of birth" onChange={onChange} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Month" }));
    await userEvent.keyboard("3");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Day" }));
    await userEvent.keyboard("27");
    await userEvent.tab();
    await userEvent.keyboard("1958");
    expect(onBlur).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith({ month: "3", day: "27", year: "1958" });
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("shows the error under the legend, ties it to the group, and marks only the wrong boxes", () => {
    renderWithLang(
      <DateInput
        legend="Date of birth"
        description="For example, 3 27 1958"
        errorMessage="Month must be from 1 to 12"
        invalidParts={["month"]}
      />,
    );
    const group = screen.getByRole("group", { name: "Date of birth" });
    expect(description(group)).toBe("For example, 3 27 1958 | Error: Month must be from 1 to 12");
    expect(screen.getByRole("textbox", { name: "Month" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Day" }).hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByRole("textbox", { name: "Year" }).hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks all three boxes when the error does not name one", () => {
    renderWithLang(<DateInput legend="Date of birth" errorMessage="Enter your date of birth" />);
    for (const box of screen.getAllByRole("textbox")) expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("group").className).toContain("mg-field--invalid");
  });

  it("works with parseMemorableDate to mark the boxes it names", async () => {
    renderWithLang(<ParsedDate />);
    await userEvent.type(screen.getByRole("textbox", { name: "Month" }), "2");
    await userEvent.type(screen.getByRole("textbox", { name: "Day" }), "29");
    await userEvent.type(screen.getByRole("textbox", { name: "Year" }), "2023");
    expect(screen.getByRole("textbox", { name: "Day" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Month" }).hasAttribute("aria-invalid")).toBe(false);
    expect(document.querySelector(".mg-field__error")?.textContent).toBe("Error: Problem: invalid");
  });

  it("offers birthday autocomplete, form names and required in words", () => {
    renderWithLang(
      <form aria-label="Test">
        <DateInput
          legend="Date of birth"
          name="dob"
          isBirthday
          isRequired
          defaultValue={{ month: "3", day: "27", year: "1958" }}
        />
      </form>,
    );
    expect(screen.getByRole("group", { name: "Date of birth (required)" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Month" }).getAttribute("autocomplete")).toBe("bday-month");
    expect(screen.getByRole("textbox", { name: "Day" }).getAttribute("autocomplete")).toBe("bday-day");
    expect(screen.getByRole("textbox", { name: "Year" }).getAttribute("autocomplete")).toBe("bday-year");
    const data = new FormData(screen.getByRole("form") as HTMLFormElement);
    expect([data.get("dob-month"), data.get("dob-day"), data.get("dob-year")]).toEqual(["3", "27", "1958"]);
  });

  it("labels the boxes in Spanish on a Spanish page", () => {
    renderWithLang(
      <DateInput legend="Fecha de nacimiento" isRequired errorMessage="Escriba su fecha de nacimiento" />,
      "es",
    );
    const group = screen.getByRole("group", { name: "Fecha de nacimiento (obligatorio)" });
    expect(description(group)).toBe("Error: Escriba su fecha de nacimiento");
    const names = ["Mes", "Día", "Año"];
    expect(screen.getAllByRole("textbox")).toEqual(names.map((name) => screen.getByRole("textbox", { name })));
  });
});

describeExamplesAxe("DateInput", examples);
