import { recomputeCreatorScores } from "../creators/recompute";
import { recordCronRun } from "../db/cron-runs";
import { refreshDecayingStats } from "../db/pair-stats";
import { chainIngestorOf } from "../durable-objects";
import { loggableMessage } from "../http/loggable-message";
import { applyRetention } from "../retention/apply-retention";

const CREATOR_SCORES_CRON = "*/5 * * * *";
const INGEST_WATCHDOG_CRON = "* * * * *";

// The cron triggers of wrangler.toml; every trigger leaves its heartbeat for the health check.
// The minute trigger is the ingest watchdog: it restarts the ingestion loop if it stopped and
// moves the rolling pair statistics on and applies retention (old 1s/15s candles pruned, old swaps moved
// to R2). The five-minute trigger recomputes the creator scores.
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  try {
    await runCron(controller, env);
  } catch (error) {
    // The runtime records only that the run failed; the log says why.
    console.error(`cron ${controller.cron} failed: ${loggableMessage(error)}`);
    throw error;
  }
}

async function runCron(controller: ScheduledController, env: Env): Promise<void> {
  const now = Math.floor(controller.scheduledTime / 1000);
  await recordCronRun(env.DB, controller.cron, now);
  if (controller.cron === CREATOR_SCORES_CRON) await recomputeCreatorScores(env, now);
  if (controller.cron === INGEST_WATCHDOG_CRON) {
    await chainIngestorOf(env).ensureRunning();
    await refreshDecayingStats(env.DB, new Date(controller.scheduledTime));
    await applyRetention(env, now);
  }
}
