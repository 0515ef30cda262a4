import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Button } from "./Button.tsx";
import { examples } from "./Button.examples.tsx";

describe("Button", () => {
  it("is a native button that presses with Enter and Space", async () => {
    const onPress = vi.fn<() => void>();
    renderWithLang(<Button onPress={onPress}>Continue</Button>);
    const button = screen.getByRole("button", { name: "Continue" });
    expect(button.tagName).toBe("BUTTON");
    await userEvent.tab();
    expect(button).toBe(document.activeElement);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("ignores presses while pending and says why, in the page's language", async () => {
    const onPress = vi.fn<() => void>();
    renderWithLang(
      <Button isPending onPress={onPress}>
        Enviar
      </Button>,
      "es",
    );
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("Espere");
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it("lets the caller override the pending label", () => {
    renderWithLang(
      <Button isPending pendingLabel="Sending your answers">
        Send
      </Button>,
    );
    expect(screen.getByRole("button").textContent).toContain("Sending your answers");
  });
});

describeExamplesAxe("Button", examples);
