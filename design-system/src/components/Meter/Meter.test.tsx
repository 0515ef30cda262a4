import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Meter } from "./Meter.tsx";
import { examples } from "./Meter.examples.tsx";

describe("Meter", () => {
  it("is a meter named by its visible label, with value text visible and as aria-valuetext", () => {
    renderWithLang(<Meter label="Preventive visits used" value={3} maxValue={5} valueLabel="3 of 5" />);
    const meter = screen.getByRole("meter", { name: "Preventive visits used" });
    expect(meter.getAttribute("aria-valuenow")).toBe("3");
    expect(meter.getAttribute("aria-valuemax")).toBe("5");
    expect(meter.getAttribute("aria-valuetext")).toBe("3 of 5");
    expect(meter.querySelector(".mg-meter__value")?.textContent).toBe("3 of 5");
    expect(meter.querySelector<HTMLElement>(".mg-meter__fill")?.style.width).toBe("60%");
    // The marker line sits at the same level, so the amount does not depend on the fill colour.
    expect(meter.querySelector<HTMLElement>(".mg-meter__marker")?.style.insetInlineStart).toBe("60%");
  });

  it("shows a percentage when no value label is given", () => {
    renderWithLang(<Meter label="Perfil completo" value={75} />, "es");
    const meter = screen.getByRole("meter", { name: "Perfil completo" });
    expect(meter.getAttribute("aria-valuetext")).toMatch(/75\s?%/);
    expect(meter.textContent).toMatch(/75\s?%/);
  });

  it("is not a tab stop", async () => {
    renderWithLang(
      <>
        <Meter label="Used" value={1} maxValue={2} valueLabel="1 of 2" />
        <a href="#next">Next</a>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Next" }));
  });
});

describeExamplesAxe("Meter", examples);
