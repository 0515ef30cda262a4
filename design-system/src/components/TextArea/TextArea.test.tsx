import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { TextArea } from "./TextArea.tsx";
import { examples } from "./TextArea.examples.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');
const visibleCount = () => document.querySelector(".mg-textarea__count");

describe("TextArea", () => {
  it("is a labelled textarea with its hint and error tied to it", () => {
    renderWithLang(
      <TextArea label="Your question" description="No Medicare number." errorMessage="Enter your question" />,
    );
    const box = screen.getByRole("textbox", { name: "Your question" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(description(box)).toBe("No Medicare number. | Error: Enter your question");
    expect(document.querySelector(".mg-field__error")?.textContent).toBe("Error: Enter your question");
  });

  it("is valid and unmarked without an error, and says required in words", () => {
    renderWithLang(<TextArea label="Message" isRequired />);
    const box = screen.getByRole("textbox", { name: "Message (required)" });
    expect(box.getAttribute("aria-invalid")).toBe(null);
    expect(document.querySelector(".mg-field__error")).toBe(null);
  });

  it("takes typed text from the keyboard, including new lines", async () => {
    const onChange = vi.fn<(value: string) => void>();
    renderWithLang(<TextArea label="Message" onChange={onChange} />);
    await userEvent.tab();
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard("Hi{Enter}there");
    expect(box.value).toBe("Hi\nthere");
    expect(onChange).toHaveBeenLastCalledWith("Hi\nthere");
  });

  it("shows a character count in words and announces it politely once typing pauses", async () => {
    renderWithLang(<TextArea label="Message" maxChars={10} countAnnounceDelay={10} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(visibleCount()?.textContent).toBe("You can enter up to 10 characters");
    expect(description(box)).toBe("You can enter up to 10 characters");
    expect(liveRegion()?.textContent).toBe("");
    await userEvent.type(box, "Hello");
    expect(visibleCount()?.textContent).toBe("You have 5 characters remaining");
    await waitFor(() => expect(liveRegion()?.textContent).toBe("You have 5 characters remaining"));
    await userEvent.type(box, "World!!");
    expect(visibleCount()?.textContent).toBe("You have 2 characters too many");
    expect(visibleCount()?.className).toContain("mg-textarea__count--over");
    await waitFor(() => expect(liveRegion()?.textContent).toBe("You have 2 characters too many"));
  });

  it("counts a controlled value and uses singular forms", () => {
    renderWithLang(<TextArea label="Message" maxChars={10} value="123456789" onChange={() => {}} />);
    expect(visibleCount()?.textContent).toBe("You have 1 character remaining");
  });

  it("counts in Spanish on a Spanish page", async () => {
    renderWithLang(<TextArea label="Mensaje" maxChars={3} isRequired countAnnounceDelay={10} />, "es");
    const box = screen.getByRole("textbox", { name: "Mensaje (obligatorio)" });
    expect(visibleCount()?.textContent).toBe("Puede escribir hasta 3 caracteres");
    await userEvent.type(box, "Hola");
    expect(visibleCount()?.textContent).toBe("Tiene 1 carácter de más");
    await waitFor(() => expect(liveRegion()?.textContent).toBe("Tiene 1 carácter de más"));
  });

  it("lets the caller override the count's messages", () => {
    renderWithLang(
      <TextArea label="Note" maxChars={5} defaultValue="ab" countMessages={{ remaining: (n) => `${n} left` }} />,
    );
    expect(visibleCount()?.textContent).toBe("3 left");
  });
});

describeExamplesAxe("TextArea", examples);
