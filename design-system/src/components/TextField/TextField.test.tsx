import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Form } from "../Form/Form.tsx";
import { TextField } from "./TextField.tsx";
import { examples } from "./TextField.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("TextField", () => {
  it("labels the input and ties the hint to it", () => {
    renderWithLang(<TextField label="Full name" description="As on your card." />);
    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input.tagName).toBe("INPUT");
    expect(description(input)).toBe("As on your card.");
    expect(input.getAttribute("aria-invalid")).toBe(null);
    expect(document.querySelector(".mg-field__error")).toBe(null);
  });

  it("shows the error as text beside the field, tied to it, and marks it invalid", () => {
    renderWithLang(
      <TextField label="ZIP code" description="5 digits." errorMessage="Enter a ZIP code with 5 digits" />,
    );
    const input = screen.getByRole("textbox", { name: "ZIP code" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toBe("5 digits. | Error: Enter a ZIP code with 5 digits");
    const error = document.querySelector(".mg-field__error");
    expect(error?.textContent).toBe("Error: Enter a ZIP code with 5 digits");
    // The error sits in the field's group, before the box: beside it, not in a distant banner.
    expect(error?.parentElement).toBe(input.parentElement);
  });

  it("says required in words and marks the input required", () => {
    renderWithLang(
      <Form>
        <TextField label="Email address" isRequired />
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: "Email address (required)" });
    expect(input.getAttribute("aria-required")).toBe("true");
  });

  it("uses the native required attribute outside an aria-validated form", () => {
    renderWithLang(<TextField label="Email address" isRequired />);
    expect((screen.getByRole("textbox") as HTMLInputElement).required).toBe(true);
  });

  it("is reached with Tab and reports typed text", async () => {
    const onChange = vi.fn<(value: string) => void>();
    renderWithLang(<TextField label="City" onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole("textbox", { name: "City" }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard("Miami");
    expect(input.value).toBe("Miami");
    expect(onChange).toHaveBeenLastCalledWith("Miami");
  });

  it("passes autocomplete, inputmode, type, name and id to the input, and gives its ref", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithLang(
      <TextField
        id="email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck="false"
        inputRef={ref}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
    expect(input.id).toBe("email");
    expect(input.name).toBe("email");
    expect(input.type).toBe("email");
    expect(input.getAttribute("autocomplete")).toBe("email");
    expect(input.getAttribute("inputmode")).toBe("email");
    expect(input.getAttribute("spellcheck")).toBe("false");
    expect(ref.current).toBe(input);
  });

  it("speaks Spanish on a Spanish page, and every string can be overridden", () => {
    renderWithLang(<TextField label="Correo electrónico" isRequired errorMessage="Escriba su correo" />, "es");
    const input = screen.getByRole("textbox", { name: "Correo electrónico (obligatorio)" });
    expect(description(input)).toBe("Error: Escriba su correo");
    renderWithLang(
      <TextField label="Name" isRequired requiredLabel="(needed)" errorPrefix="Problem:" errorMessage="Enter a name" />,
    );
    const named = screen.getByRole("textbox", { name: "Name (needed)" });
    expect(description(named)).toBe("Problem: Enter a name");
  });
});

describeExamplesAxe("TextField", examples);
