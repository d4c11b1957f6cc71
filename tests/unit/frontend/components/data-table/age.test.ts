import { describe, expect, it } from "vitest";
import { formatAge } from "../../../../../frontend/components/data-table/age";

describe("ages in lists", () => {
  const now = 1_800_000_000;
  it.each([
    [now, "0s"],
    [now - 45, "45s"],
    [now - 60, "1m"],
    [now - 3599, "59m"],
    [now - 3600, "1h"],
    [now - 86_399, "23h"],
    [now - 6 * 86_400 - 5, "6d"],
    [now + 30, "0s"],
  ])("%i is %s old", (time, text) => {
    expect(formatAge(time, now)).toBe(text);
  });

  it("has a dash for an unknown time", () => {
    expect(formatAge(null, now)).toBe("—");
  });
});
