import { describe, expect, it } from "vitest";
import { DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX, calibratedCpuSlowdown } from "./calibration.ts";

describe("calibratedCpuSlowdown", () => {
  it("is Lighthouse's 4x at the middle of the high-end desktop bracket", () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it("is lower on a slower run and higher on a faster one, in proportion", () => {
    expect(calibratedCpuSlowdown(875)).toBe(2);
    expect(calibratedCpuSlowdown(2200)).toBe(5.03);
    expect(calibratedCpuSlowdown(1021)).toBe(2.33);
  });

  it("stays within 1x and 8x", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(calibratedCpuSlowdown(10_000)).toBe(8);
  });

  it("keeps the default when the run measured nothing usable", () => {
    expect(calibratedCpuSlowdown(undefined)).toBe(4);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });
});
