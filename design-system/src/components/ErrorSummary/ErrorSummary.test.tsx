import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { CheckboxGroup } from "../CheckboxGroup/CheckboxGroup.tsx";
import { DateInput } from "../DateInput/DateInput.tsx";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup.tsx";
import { Select } from "../Select/Select.tsx";
import { TextField } from "../TextField/TextField.tsx";
import { ErrorSummary, useFocusOnErrors, type ErrorSummaryItem } from "./ErrorSummary.tsx";
import { examples } from "./ErrorSummary.examples.tsx";
import { focusField } from "./focusField.ts";

function SubmitHarness() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  const ref = useFocusOnErrors(errors.length, submitCount);
  return (
    <>
      <ErrorSummary ref={ref} errors={errors} />
      <button
        type="button"
        onClick={() => {
          setErrors([{ id: "a", message: "Enter a" }]);
          setSubmitCount((n) => n + 1);
        }}
      >
        Submit with errors
      </button>
      <button
        type="button"
        onClick={() =>
          setErrors([
            { id: "a", message: "Enter a" },
            { id: "b", message: "Enter b" },
          ])
        }
      >
        Change errors only
      </button>
      <button
        type="button"
        onClick={() => {
          setErrors([]);
          setSubmitCount((n) => n + 1);
        }}
      >
        Submit fine
      </button>
    </>
  );
}

describe("ErrorSummary", () => {
  it("renders nothing without errors", () => {
    const { container } = renderWithLang(<ErrorSummary errors={[]} />);
    expect(container.textContent).toBe("");
    expect(screen.queryByRole("region")).toBe(null);
  });

  it("is a focusable region named by its heading, with no alert role, listing a link per error", () => {
    renderWithLang(
      <ErrorSummary
        errors={[
          { id: "name", message: "Enter your full name" },
          { id: "email", message: "Enter your email address" },
        ]}
      />,
    );
    const summary = screen.getByRole("region", { name: "There is a problem" });
    expect(summary.tabIndex).toBe(-1);
    expect(summary.getAttribute("role")).toBe(null);
    expect(screen.queryByRole("alert")).toBe(null);
    expect(screen.getByRole("heading", { level: 2, name: "There is a problem" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Enter your full name", "#name"],
      ["Enter your email address", "#email"],
    ]);
  });

  it("is heard whole on focus: the errors are its description", () => {
    renderWithLang(
      <ErrorSummary
        errors={[
          { id: "name", message: "Enter your full name" },
          { id: "email", message: "Enter your email address" },
        ]}
      >
        <p>Fix these to continue.</p>
      </ErrorSummary>,
    );
    // Testing Library computes the accessible description as browsers do.
    const summary = screen.getByRole("region", {
      name: "There is a problem",
      description: "Fix these to continue. Enter your full name Enter your email address",
    });
    expect(summary.tabIndex).toBe(-1);
  });

  it("takes a heading level, a title and extra text", () => {
    renderWithLang(
      <ErrorSummary headingLevel={3} title="Check your answers" errors={[{ id: "x", message: "Enter x" }]}>
        <p>Fix these to continue.</p>
      </ErrorSummary>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Check your answers" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Check your answers" }).textContent).toContain("Fix these to continue.");
  });

  it("says there is a problem in Spanish on a Spanish page", () => {
    renderWithLang(<ErrorSummary errors={[{ id: "x", message: "Escriba su nombre" }]} />, "es");
    expect(screen.getByRole("region", { name: "Hay un problema" })).toBeTruthy();
  });

  it("focuses each field from its link, with a click or with Enter", async () => {
    renderWithLang(
      <>
        <ErrorSummary
          errors={[
            { id: "name", message: "Enter your full name" },
            { id: "state", message: "Select your state" },
          ]}
        />
        <TextField id="name" label="Full name" errorMessage="Enter your full name" />
        <Select
          id="state"
          label="State"
          options={[{ value: "FL", label: "Florida" }]}
          errorMessage="Select your state"
        />
      </>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Enter your full name" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Full name" }));
    screen.getByRole("link", { name: "Select your state" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /State/ }));
  });

  it("moves focus to the summary after each failed submit, not while typing", async () => {
    renderWithLang(<SubmitHarness />);
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole("button", { name: "Submit with errors" }));
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "There is a problem" }));
    const other = screen.getByRole("button", { name: "Change errors only" });
    await userEvent.click(other);
    expect(document.activeElement).toBe(other);
    await userEvent.click(screen.getByRole("button", { name: "Submit with errors" }));
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "There is a problem" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit fine" }));
    expect(screen.queryByRole("region")).toBe(null);
  });
});

describe("focusField", () => {
  it("returns false for a missing id or a group with nothing to focus", () => {
    renderWithLang(<div id="empty">Nothing here</div>);
    expect(focusField("nope")).toBe(false);
    expect(focusField("empty")).toBe(false);
  });

  it("focuses the first invalid box of a date, else the first box", () => {
    renderWithLang(
      <>
        <DateInput id="dob" legend="Date of birth" errorMessage="Enter a real day" invalidParts={["day"]} />
        <DateInput id="start" legend="Start date" />
      </>,
    );
    expect(focusField("dob")).toBe(true);
    expect(document.activeElement?.id).toBe("dob-day");
    expect(focusField("start")).toBe(true);
    expect(document.activeElement?.id).toBe("start-month");
  });

  it("focuses the checked radio of a group, else the first, and the first checkbox of a group", () => {
    renderWithLang(
      <>
        <RadioGroup id="plan" label="Plan" defaultValue="b">
          <Radio value="a">A</Radio>
          <Radio value="b">B</Radio>
        </RadioGroup>
        <RadioGroup id="reply" label="Reply" errorMessage="Select one">
          <Radio value="email">Email</Radio>
          <Radio value="phone">Phone</Radio>
        </RadioGroup>
        <CheckboxGroup id="parts" label="Parts" errorMessage="Select one">
          <Checkbox value="A">Part A</Checkbox>
          <Checkbox value="B">Part B</Checkbox>
        </CheckboxGroup>
      </>,
    );
    expect(focusField("plan")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "B" }));
    expect(focusField("reply")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Email" }));
    expect(focusField("parts")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Part A" }));
  });
});

describeExamplesAxe("ErrorSummary", examples);
