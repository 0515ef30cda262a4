// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseQueryNumber, queryFromForm, valuesFromQuery } from "./query.ts";

/** A form like the tools': radios, checkboxes, a number box, a ZIP box and a memorable date. */
function toolForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `
    <input type="radio" name="filingStatus" value="single"><input type="radio" name="filingStatus" value="married-joint">
    <input type="checkbox" name="preferences" value="travel"><input type="checkbox" name="preferences" value="doctorChoice">
    <input type="text" name="income" data-number>
    <input type="text" name="zip">
    <input type="text" name="birthDate-month"><input type="text" name="birthDate-day"><input type="text" name="birthDate-year">`;
  document.body.append(form);
  return form;
}

describe("parseQueryNumber", () => {
  it("reads typed money and rejects anything else (the schema then reports it)", () => {
    expect(parseQueryNumber("$85,000")).toBe(85000);
    expect(parseQueryNumber(" 98 500 ")).toBe(98500);
    expect(parseQueryNumber("-5")).toBe(-5);
    expect(parseQueryNumber("")).toBeNaN();
    expect(parseQueryNumber("12abc")).toBeNaN();
    expect(parseQueryNumber("1e9")).toBeNaN();
  });
});

describe("valuesFromQuery", () => {
  it("takes each value in the kind its field has", () => {
    const form = toolForm();
    const values = valuesFromQuery(
      form,
      new URLSearchParams(
        "filingStatus=single&preferences=travel&preferences=doctorChoice&income=150000&income=&zip=10001&birthDate-month=3&birthDate-day=15&birthDate-year=1961",
      ),
    );
    expect(values).toEqual({
      filingStatus: "single",
      preferences: ["travel", "doctorChoice"],
      income: 150000,
      zip: "10001",
      birthDate: { month: "3", day: "15", year: "1961" },
    });
  });

  it("keeps bad values for the schema to report, ignores unknown names, and is null without any field", () => {
    const form = toolForm();
    expect(valuesFromQuery(form, new URLSearchParams("filingStatus=nonsense&income=lots&evil=1"))).toEqual({
      filingStatus: "nonsense",
      income: Number.NaN,
    });
    expect(valuesFromQuery(form, new URLSearchParams("utm_source=x"))).toBeNull();
    expect(valuesFromQuery(form, new URLSearchParams(""))).toBeNull();
  });
});

describe("queryFromForm", () => {
  it("writes the current inputs, numbers as plain digits, empty fields left out", () => {
    const form = toolForm();
    form.querySelector<HTMLInputElement>("input[value=married-joint]")!.checked = true;
    form.querySelector<HTMLInputElement>("input[value=travel]")!.checked = true;
    form.querySelector<HTMLInputElement>("input[name=income]")!.value = "$150,000";
    expect(queryFromForm(form)).toBe("filingStatus=married-joint&preferences=travel&income=150000");
  });
});
