import { describe, expect, it } from "vitest";
import { checklistStorageKey, readChecklist, writeChecklist } from "./checklist-storage.ts";

const IDS = ["a", "b", "c"] as const;

function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("checklist storage", () => {
  it("keeps one key per page", () => {
    expect(checklistStorageKey("irmaa-planning")).toBe("path-checklist:irmaa-planning");
    expect(checklistStorageKey("getting-started")).not.toBe(checklistStorageKey("irmaa-planning"));
  });

  it("writes and reads back the ticks, in the checklist's order, per page", () => {
    const storage = memoryStorage();
    expect(writeChecklist(storage, "irmaa-planning", ["c", "a", "a"])).toBe(true);
    expect(storage.data.get("path-checklist:irmaa-planning")).toBe('["c","a"]');
    expect(readChecklist(storage, "irmaa-planning", IDS)).toEqual({ ticked: ["a", "c"], ok: true });
    expect(readChecklist(storage, "getting-started", IDS)).toEqual({ ticked: [], ok: true });
  });

  it("removes the key when nothing is ticked", () => {
    const storage = memoryStorage();
    writeChecklist(storage, "irmaa-planning", ["a"]);
    writeChecklist(storage, "irmaa-planning", []);
    expect(storage.data.has("path-checklist:irmaa-planning")).toBe(false);
  });

  it("drops ids that are no longer in the checklist and ignores malformed values", () => {
    const storage = memoryStorage();
    storage.setItem("path-checklist:irmaa-planning", '["a","gone",3,null]');
    expect(readChecklist(storage, "irmaa-planning", IDS).ticked).toEqual(["a"]);
    for (const bad of ["{oops", '{"a":true}', '"a"', "null"]) {
      storage.setItem("path-checklist:irmaa-planning", bad);
      expect(readChecklist(storage, "irmaa-planning", IDS)).toEqual({ ticked: [], ok: true });
    }
  });

  it("survives storage that is missing or throws, and says the ticks are not kept", () => {
    expect(readChecklist(undefined, "irmaa-planning", IDS)).toEqual({ ticked: [], ok: false });
    expect(readChecklist(throwing, "irmaa-planning", IDS)).toEqual({ ticked: [], ok: false });
    expect(writeChecklist(undefined, "irmaa-planning", ["a"])).toBe(false);
    expect(writeChecklist(throwing, "irmaa-planning", ["a"])).toBe(false);
    expect(writeChecklist(throwing, "irmaa-planning", [])).toBe(false);
  });
});
