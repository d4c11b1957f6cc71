import { beforeAll, describe, expect, it } from "vitest";

// The formatters read the time zone when their module loads: fix it first.
process.env.TZ = "UTC";
let time: typeof import("../../../../frontend/format/time");
beforeAll(async () => {
  time = await import("../../../../frontend/format/time");
});

// 2026-11-24 09:49:28 UTC
const MOMENT = Date.UTC(2026, 10, 24, 9, 49, 28) / 1000;

describe("one clock across the app", () => {
  it("writes 24-hour times with seconds and dates as day, short month, year", () => {
    expect(time.formatClock(MOMENT)).toBe("09:49:28");
    expect(time.formatClock(MOMENT + 12 * 3600)).toBe("21:49:28");
    expect(time.formatDate(MOMENT)).toBe("24 Nov 2026");
    expect(time.formatDateTime(MOMENT)).toBe("24 Nov 2026 09:49:28");
  });

  it("writes today's moments by the clock and an earlier day's with its day", () => {
    expect(time.formatRecentTime(MOMENT, MOMENT + 60)).toBe("09:49:28");
    expect(time.formatRecentTime(MOMENT, MOMENT + 86_400)).toBe("24 Nov 09:49:28");
  });
});
