import type { Env } from "../env";
import { recordCronRun } from "./cron-runs";

// The cron triggers of wrangler.toml. Their jobs (creator scores, ingest watchdog) arrive with
// the indexer; until then every trigger leaves its heartbeat for the health check.
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  await recordCronRun(env.DB, controller.cron, Math.floor(controller.scheduledTime / 1000));
}
