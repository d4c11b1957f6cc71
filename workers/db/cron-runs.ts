import type { CronRun } from "../../shared/schemas/health";

// Each cron trigger records when it last ran, so operators see from the health check that
// the scheduled work is alive.
export async function recordCronRun(db: D1Database, cron: string, ranAt: number): Promise<void> {
  await db
    .prepare(
      "INSERT INTO cron_runs (cron, last_run_at, runs) VALUES (?1, ?2, 1) " +
        "ON CONFLICT (cron) DO UPDATE SET last_run_at = excluded.last_run_at, runs = runs + 1",
    )
    .bind(cron, ranAt)
    .run();
}

export async function lastCronRuns(db: D1Database): Promise<CronRun[]> {
  const { results } = await db.prepare("SELECT cron, last_run_at AS lastRunAt, runs FROM cron_runs ORDER BY cron").all<CronRun>();
  return results;
}
