import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { PlainButton } from "./PlainButton.tsx";
import { examples } from "./PlainButton.examples.tsx";

describe("PlainButton", () => {
  it("is a native button of type button that presses with Enter, Space and a click", async () => {
    const onPress = vi.fn<() => void>();
    renderWithLang(<PlainButton onPress={onPress}>Continue</PlainButton>);
    const button = screen.getByRole("button", { name: "Continue" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    await userEvent.tab();
    expect(button).toBe(document.activeElement);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it("ignores presses while pending, does not submit its form again, and says why in the page's language", async () => {
    const onPress = vi.fn<() => void>();
    const onSubmit = vi.fn<(event: SubmitEvent) => void>((event) => event.preventDefault());
    renderWithLang(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PlainButton type="submit" isPending onPress={onPress}>
          Enviar
        </PlainButton>
      </form>,
      "es",
    );
    const button = screen.getByRole("button");
    expect(button.textContent).toContain("Espere");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(button);
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is disabled natively when not available", async () => {
    const onPress = vi.fn<() => void>();
    renderWithLang(
      <PlainButton isDisabled onPress={onPress}>
        Unavailable
      </PlainButton>,
    );
    const button = screen.getByRole("button", { name: "Unavailable" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it("submits its form when of type submit", async () => {
    const onSubmit = vi.fn<(event: SubmitEvent) => void>((event) => event.preventDefault());
    renderWithLang(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PlainButton type="submit">Search</PlainButton>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describeExamplesAxe("PlainButton", examples);
