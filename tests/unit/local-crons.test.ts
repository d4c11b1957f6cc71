import { describe, expect, it } from "vitest";
import { cronIntervalMs, wranglerCrons } from "../../scripts/lib/local-crons";

describe("local crons (wrangler dev fires none)", () => {
  it("fires wrangler.toml's triggers: creator scores every 5 minutes, the ingest watchdog every minute", () => {
    expect(wranglerCrons()).toEqual(["*/5 * * * *", "* * * * *"]);
    expect(wranglerCrons().map(cronIntervalMs)).toEqual([300_000, 60_000]);
  });

  it("refuses a schedule it cannot keep rather than firing it at the wrong times", () => {
    expect(() => cronIntervalMs("0 * * * *")).toThrow('local crons fire "* * * * *" and "*/N * * * *" only, not "0 * * * *"');
  });
});
