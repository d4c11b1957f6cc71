import type { Env } from "../env";
import { refreshDecayingStats } from "../indexer/pair-stats";
import { chainIngestor } from "../routes/indexer/status";
import { recordCronRun } from "./cron-runs";

const INGEST_WATCHDOG_CRON = "* * * * *";

// The cron triggers of wrangler.toml; every trigger leaves its heartbeat for the health check.
// The minute trigger is the ingest watchdog: it restarts the ingestion loop if it stopped and
// moves the rolling pair statistics on.
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  await recordCronRun(env.DB, controller.cron, Math.floor(controller.scheduledTime / 1000));
  if (controller.cron === INGEST_WATCHDOG_CRON) {
    await chainIngestor(env).ensureRunning();
    await refreshDecayingStats(env.DB, new Date(controller.scheduledTime));
  }
}
