import { describe, expect, it } from "vitest";
import { busyShare, parseProcStat, processJiffies } from "./quiet-cpu.ts";

const STAT = (user: number, idle: number) =>
  `cpu  ${user} 0 100 ${idle} 50 0 10 0 0 0\ncpu0 1 0 1 1 0 0 0 0 0 0\nintr 123\n`;

describe("parseProcStat", () => {
  it("adds user, nice, system, irq, softirq and steal as busy; idle and iowait as idle", () => {
    expect(parseProcStat(STAT(1000, 5000))).toEqual({ busy: 1110, total: 6160 });
  });

  it("gives nothing for a text without the aggregate cpu line", () => {
    expect(parseProcStat("cpu0 1 2 3 4\n")).toBeUndefined();
    expect(parseProcStat("")).toBeUndefined();
  });
});

describe("busyShare", () => {
  it("is the busy part of the time between two samples", () => {
    const before = parseProcStat(STAT(1000, 5000))!;
    expect(busyShare(before, parseProcStat(STAT(1150, 5050))!)).toBeCloseTo(0.75);
    expect(busyShare(before, parseProcStat(STAT(1000, 5200))!)).toBe(0);
  });

  it("is 0 when no time passed", () => {
    const same = parseProcStat(STAT(1000, 5000))!;
    expect(busyShare(same, same)).toBe(0);
  });
});

describe("processJiffies", () => {
  it("reads utime and stime after a name with spaces and parentheses", () => {
    const line = "4242 (chrome (renderer) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 70 30 0 0 20 0 8 0 123 456 789";
    expect(processJiffies(line)).toEqual({ name: "chrome (renderer) x", jiffies: 100 });
  });

  it("gives nothing for a malformed line", () => {
    expect(processJiffies("no parentheses here")).toBeUndefined();
    expect(processJiffies("1 (x) S 1")).toBeUndefined();
  });
});
