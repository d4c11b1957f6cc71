import { createScheduledController, env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
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

  it("log why a run failed, without the SQL, and still fail it", async () => {
    const logged: unknown[][] = [];
    const errors = vi.spyOn(console, "error").mockImplementation((...line: unknown[]) => void logged.push(line));
    // A D1 that refuses the run's first write.
    await env.DB.exec("ALTER TABLE cron_runs RENAME TO cron_runs_away");
    try {
      const controller = createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.UTC(2026, 10, 23, 12, 10) });
      await expect(worker.scheduled(controller, env)).rejects.toThrow(/no such table: cron_runs/);
      expect(logged).toEqual([["cron */5 * * * * failed: a database query failed"]]);
    } finally {
      errors.mockRestore();
      await env.DB.exec("ALTER TABLE cron_runs_away RENAME TO cron_runs");
    }
  });
});
