import { describe, expect, it } from "vitest";
import { moneyFormats } from "./use-money.ts";

describe("the tools' money formats", () => {
  it("money: cents only when the amount has some", () => {
    const { money } = moneyFormats("en");
    expect(money(1736)).toBe("$1,736");
    expect(money(202.9)).toBe("$202.90");
  });

  it("dollars: always two cents digits, whole dollars included, so a column lines up", () => {
    const { dollars } = moneyFormats("en");
    expect(dollars(185)).toBe("$185.00");
    expect(dollars(202.9)).toBe("$202.90");
  });

  it("writes US dollars as Intl es-US does on Spanish pages", () => {
    const { money, dollars } = moneyFormats("es");
    expect(money(109000)).toBe(
      new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(109000),
    );
    expect(dollars(185)).toMatch(/185\.00/);
  });
});
