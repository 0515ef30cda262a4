import { describe, expect, it } from "vitest";
import { foldText, stripAccents } from "./fold.ts";

describe("accent folding", () => {
  it("removes Spanish accents, the tilde and the diaeresis, and keeps case and spaces", () => {
    expect(stripAccents("Período de Inscripción  Ñandú pingüino")).toBe("Periodo de Inscripcion  Nandu pinguino");
  });

  it("folds for matching: lower case, no accents, one space, trimmed", () => {
    expect(foldText("  Nuevo  MÉXICO ")).toBe("nuevo mexico");
    expect(foldText("Período\tde\n inscripción")).toBe("periodo de inscripcion");
    expect(foldText("")).toBe("");
  });

  it("folds text already in decomposed form the same way as composed text", () => {
    expect(foldText("Me\u0301xico")).toBe(foldText("México"));
  });
});
