import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts, ToastRegion } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { ContactForm } from "./ContactForm.tsx";
import { CONTACT_EMAIL } from "./contact-form.ts";
import { renderInSite } from "../../test/render.tsx";

/** The text a screen reader reads as the element's description. */
function description(el: Element): string {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

function renderForm(lang: Lang = "en") {
  const openMailto = vi.fn<(href: string) => void>();
  renderInSite(
    <>
      <ContactForm openMailto={openMailto} />
      <ToastRegion />
    </>,
    { lang },
  );
  return { openMailto, user: userEvent.setup() };
}

const box = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => {
  act(() => clearToasts());
});

describe("ContactForm", () => {
  it("labels all four fields as required", () => {
    renderForm();
    for (const name of [/^Name/, /^Email/, /^Subject/, /^Message/]) {
      expect(box(name).getAttribute("aria-required")).toBe("true");
    }
  });

  it("empty submit by keyboard: focuses the summary, lists the spec's messages, puts each beside its field", async () => {
    const { openMailto, user } = renderForm();
    await user.tab();
    expect(document.activeElement).toBe(box(/^Name/));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send Message" }));
    await user.keyboard("{Enter}");

    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Name is required", "#contact-name"],
      ["Invalid email address", "#contact-email"],
      ["Subject is required", "#contact-subject"],
      ["Message must be at least 10 characters", "#contact-message"],
    ]);
    expect(box(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(description(box(/^Name/))).toContain("Error: Name is required");
    expect(description(box(/^Email/))).toContain("Error: Invalid email address");
    expect(description(box(/^Subject/))).toContain("Error: Subject is required");
    expect(description(box(/^Message/))).toContain("Error: Message must be at least 10 characters");
    expect(openMailto).not.toHaveBeenCalled();
  });

  it("summary links move focus to their fields", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Name is required");
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(box(/^Name/));
    await user.click(within(summary).getByRole("link", { name: "Message must be at least 10 characters" }));
    expect(document.activeElement).toBe(box(/^Message/));
  });

  it("keeps what was typed, lists only what is still wrong, and uses clear length messages", async () => {
    const { user } = renderForm();
    await user.click(box(/^Name/));
    await user.paste("x".repeat(101));
    await user.type(box(/^Email/), "ana@example");
    await user.type(box(/^Subject/), "Hello");
    await user.type(box(/^Message/), "Too short");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "Name must be 100 characters or fewer",
      "Invalid email address",
      "Message must be at least 10 characters",
    ]);
    expect(box(/^Name/).value).toBe("x".repeat(101));
    expect(box(/^Email/).value).toBe("ana@example");
    expect(box(/^Subject/).value).toBe("Hello");
    expect(box(/^Message/).value).toBe("Too short");
    expect(box(/^Subject/).hasAttribute("aria-invalid")).toBe(false);
  });

  it("a valid message opens the e-mail program, shows the toast and a lasting status, and clears the form", async () => {
    const { openMailto, user } = renderForm();
    await user.type(box(/^Name/), "  Ana López ");
    await user.type(box(/^Email/), "ana@example.com");
    await user.type(box(/^Subject/), "Part B question");
    await user.type(box(/^Message/), "Line one{Enter}Line two");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(openMailto).toHaveBeenCalledTimes(1);
    const href = openMailto.mock.calls[0]?.[0] ?? "";
    expect(href).toBe(
      `mailto:${CONTACT_EMAIL}?subject=Part%20B%20question&body=Name%3A%20Ana%20L%C3%B3pez%0D%0AEmail%3A%20ana%40example.com%0D%0A%0D%0AMessage%3A%0D%0ALine%20one%0D%0ALine%20two`,
    );

    const status = screen.getAllByRole("status").find((el) => el.classList.contains("mg-contact__status"));
    expect(status?.textContent).toContain("Opening email client");
    expect(status?.textContent).toContain("Your default email application will open with your message.");
    expect(
      within(status as HTMLElement)
        .getByRole("link", { name: "open your message again" })
        .getAttribute("href"),
    ).toBe(href);
    expect(
      within(status as HTMLElement)
        .getByRole("link", { name: CONTACT_EMAIL })
        .getAttribute("href"),
    ).toBe(`mailto:${CONTACT_EMAIL}`);

    const toasts = await screen.findByRole("region", { name: "Notifications" });
    expect(toasts.textContent).toContain("Opening email client.");
    expect(toasts.textContent).toContain("Your default email application will open with your message.");

    for (const name of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(box(name).value).toBe("");
    expect(screen.queryByRole("region", { name: "There is a problem" })).toBe(null);
  });

  it("speaks Spanish: labels, messages, mail body and status", async () => {
    const { openMailto, user } = renderForm("es");
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    const summary = await screen.findByRole("region", { name: "Hay un problema" });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "El nombre es obligatorio",
      "La dirección de correo electrónico no es válida",
      "El asunto es obligatorio",
      "El mensaje debe tener al menos 10 caracteres",
    ]);
    await user.type(box(/^Nombre/), "Ana");
    await user.type(box(/^Correo electrónico/), "ana@example.com");
    await user.type(box(/^Asunto/), "Pregunta");
    await user.click(box(/^Mensaje/));
    await user.paste("x".repeat(2001));
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(within(await screen.findByRole("region", { name: "Hay un problema" })).getByRole("link").textContent).toBe(
      "El mensaje debe tener 2,000 caracteres o menos",
    );
    await user.clear(box(/^Mensaje/));
    await user.type(box(/^Mensaje/), "¿Cómo funciona la Parte B?");
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(decodeURIComponent(openMailto.mock.calls[0]?.[0] ?? "")).toContain(
      "Nombre: Ana\r\nCorreo electrónico: ana@example.com\r\n\r\nMensaje:\r\n¿Cómo funciona la Parte B?",
    );
    const status = screen.getAllByRole("status").find((el) => el.classList.contains("mg-contact__status"));
    expect(status?.textContent).toContain("Abriendo su programa de correo");
  });
});
