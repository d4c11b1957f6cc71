import { createScheduledController, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/index";

describe("cron triggers", () => {
  it("record each run, and the health check reports them", async () => {
    const at = Date.UTC(2026, 10, 23, 12, 5);
    for (const [cron, time] of [
      ["*/5 * * * *", at],
      ["* * * * *", at],
      ["* * * * *", at + 60_000],
    ] as const) {
      await worker.scheduled(createScheduledController({ cron, scheduledTime: time }), env);
    }
    const res = await SELF.fetch("http://app/api/v1/misc/health-check");
    const body = await res.json<{ crons: unknown[] }>();
    expect(body.crons).toEqual([
      { cron: "* * * * *", lastRunAt: at / 1000 + 60, runs: 2 },
      { cron: "*/5 * * * *", lastRunAt: at / 1000, runs: 1 },
    ]);
  });
});
