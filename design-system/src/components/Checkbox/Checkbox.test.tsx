import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Form } from "../Form/Form.tsx";
import { Checkbox } from "./Checkbox.tsx";
import { examples } from "./Checkbox.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

describe("Checkbox", () => {
  it("is a native checkbox named by its text, with its hint tied to it", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithLang(
      <Checkbox id="save" description="We only use it to send your results." inputRef={ref}>
        Save my answers
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "Save my answers" }) as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(box.id).toBe("save");
    expect(ref.current).toBe(box);
    expect(description(box)).toBe("We only use it to send your results.");
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });

  it("toggles with Space and with a click anywhere on its row", async () => {
    const onChange = vi.fn<(selected: boolean) => void>();
    renderWithLang(<Checkbox onChange={onChange}>Email me reminders</Checkbox>);
    await userEvent.tab();
    const box = screen.getByRole("checkbox") as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(" ");
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText("Email me reminders"));
    expect(box.checked).toBe(false);
    expect(screen.getByText("Email me reminders").closest("label")?.className).toContain("mg-checkbox__button");
  });

  it("shows its error as text, tied to it, and marks it invalid", () => {
    renderWithLang(
      <Form>
        <Checkbox isRequired description="Required to send results." errorMessage="Confirm you have read the notice">
          I have read the notice
        </Checkbox>
      </Form>,
    );
    const box = screen.getByRole("checkbox", { name: "I have read the notice (required)" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-required")).toBe("true");
    expect(description(box)).toBe("Required to send results. | Error: Confirm you have read the notice");
    expect(document.querySelector(".mg-field__error")?.textContent).toBe("Error: Confirm you have read the notice");
  });

  it("submits its value under its name when checked", async () => {
    renderWithLang(
      <form aria-label="Test">
        <Checkbox name="reminders" value="yes">
          Reminders
        </Checkbox>
      </form>,
    );
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(new FormData(form).get("reminders")).toBe(null);
    await userEvent.click(screen.getByRole("checkbox"));
    expect(new FormData(form).get("reminders")).toBe("yes");
  });

  it("speaks Spanish on a Spanish page", () => {
    renderWithLang(
      <Checkbox isRequired errorMessage="Confirme que leyó el aviso">
        Leí el aviso de privacidad
      </Checkbox>,
      "es",
    );
    const box = screen.getByRole("checkbox", { name: "Leí el aviso de privacidad (obligatorio)" });
    expect(description(box)).toBe("Error: Confirme que leyó el aviso");
  });
});

describeExamplesAxe("Checkbox", examples);
