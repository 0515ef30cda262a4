import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { directoryChecked, getStatePrograms } from "@medicare-guide/content/states/index";
import type { Lang } from "@medicare-guide/content/routes";
import { StateLinksView } from "./StateLinksView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(<StateLinksView rows={getStatePrograms(lang)} checked={directoryChecked(lang)} />, { lang });
}

const bodyRows = () => {
  const table = screen.queryByRole("table");
  return table ? within(table).getAllByRole("row").slice(1) : [];
};
const announced = () => document.querySelector('[data-mg-announcer="polite"]')?.textContent ?? "";

// Typing through user-event is slow on a busy machine: allow more than the default 5 s per test.
describe("StateLinksView", { timeout: 30_000 }, () => {
  it("shows a captioned table of 54 rows with column and row headers", () => {
    renderView();
    const table = screen.getByRole("table", {
      name: "State Health Insurance Assistance Programs, by state and territory",
    });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["State or territory", "Program name", "Website", "Phone"]);
    expect(headers.every((h) => h.getAttribute("scope") === "col")).toBe(true);
    expect(bodyRows()).toHaveLength(54);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders).toHaveLength(54);
    expect(rowHeaders[0]!.getAttribute("scope")).toBe("row");
    expect(screen.getByText("Showing all 54 states and territories.")).toBeTruthy();
  });

  it("links only the phones an official source gives; the other rows say the phone is not confirmed", () => {
    renderView("es");
    const table = screen.getByRole("table");
    const phones = within(table)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("tel:"));
    expect(phones.map((p) => [p.textContent, p.getAttribute("href")])).toEqual([
      ["1-866-552-4464", "tel:+18665524464"],
      ["(671) 735-7415", "tel:+16717357415"],
      ["1-800-351-4664", "tel:+18003514664"],
      ["1-800-860-5260", "tel:+18008605260"],
      ["1-800-686-1578", "tel:+18006861578"],
      ["1-800-722-4134", "tel:+18007224134"],
    ]);
    expect(within(table).getAllByText("Sin confirmar todavía: vea el directorio nacional")).toHaveLength(48);
  });

  it("says when the rows were checked, in both languages (issue 25)", () => {
    const { unmount } = renderView("en");
    expect(
      screen.getByText(
        "We checked each row against its source (the program's own page, or the national directory that the row links) between November 24, 2026 and November 29, 2026.",
      ),
    ).toBeTruthy();
    unmount();
    renderView("es");
    expect(
      screen.getByText(
        /^Comprobamos cada fila con su fuente .* entre el 24 de noviembre de 2026 y el 29 de noviembre de 2026\.$/,
      ),
    ).toBeTruthy();
  });

  it("opens every program link, and the national directory, in a new tab", () => {
    renderView();
    const links = within(screen.getByRole("table"))
      .getAllByRole("link")
      .filter((link) => !link.getAttribute("href")?.startsWith("tel:"));
    expect(links).toHaveLength(54);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    }
    expect(screen.getByRole("link", { name: /national directory \(shiphelp\.org\)/ }).getAttribute("href")).toBe(
      "https://www.shiphelp.org/",
    );
  });

  it("filters live by state name and announces the count politely", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole("searchbox", { name: /Find your state or territory/ }), "carolina");
    expect(bodyRows().map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "North Carolina",
      "South Carolina",
    ]);
    expect(screen.getByText("Showing 2 of 54 states and territories.")).toBeTruthy();
    await waitFor(() => expect(announced()).toBe("Showing 2 of 54 states and territories."), { timeout: 2000 });
  });

  it("says so when nothing matches, and clearing brings back every row", async () => {
    const user = userEvent.setup();
    renderView();
    const box = screen.getByRole("searchbox", { name: /Find your state or territory/ });
    await user.type(box, "Atlantis");
    expect(screen.queryByRole("table")).toBeNull();
    expect(
      screen.getByText("No state or territory matches “Atlantis”. Check the spelling, or use the national directory."),
    ).toBeTruthy();
    await user.clear(box);
    expect(bodyRows()).toHaveLength(54);
  });

  it("works in Spanish, ignoring accents", async () => {
    const user = userEvent.setup();
    renderView("es");
    expect(screen.getByText("Se muestran los 54 estados y territorios.")).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: /Busque su estado o territorio/ }), "mexico");
    expect(bodyRows().map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["Nuevo México"]);
    expect(screen.getByRole("link", { name: "Volver a Recursos de Medicare verificados" }).getAttribute("href")).toBe(
      "/es/resources",
    );
  });
});
