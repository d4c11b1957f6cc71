import { Cron } from "croner";
import { readWranglerConfig } from "./wrangler-config";

// wrangler's local runtime fires no cron triggers: the stack fires wrangler.toml's crons itself through
// /__scheduled (served with testScheduled, scripts/serve-worker.ts), so creator scores and the ingest watchdog run locally too.

/** Cloudflare reads a cron trigger as five fields (no seconds) in UTC. */
const CLOUDFLARE_CRON = { mode: "5-part", timezone: "UTC" } as const;

/** The cron expressions of wrangler.toml's [triggers]. */
export function wranglerCrons(): string[] {
  return readWranglerConfig().triggers?.crons ?? [];
}

/** A cron expression's schedule as Cloudflare keeps it; with `run`, it runs at those times until stopped. Throws on an invalid expression. */
export function cloudflareCron(cron: string, run?: () => void): Cron {
  return run ? new Cron(cron, CLOUDFLARE_CRON, run) : new Cron(cron, CLOUDFLARE_CRON);
}

async function fire(appUrl: string, cron: string): Promise<void> {
  const response = await fetch(`${appUrl}/__scheduled?cron=${encodeURIComponent(cron)}`, { signal: AbortSignal.timeout(120_000) });
  // The runtime answers a failed run with the error and its stack: the first line says what failed.
  const cause = (await response.text()).split("\n")[0]!.trim();
  if (response.status !== 200) throw new Error(`the ${cron} cron failed (HTTP ${response.status}): ${cause || "no cause given"}`);
}

/** Fires every cron once (awaited), then each on its schedule until stopped; a failed run is logged and tried at the next. */
export async function startLocalCrons(appUrl: string): Promise<{ stop: () => void }> {
  const crons = wranglerCrons();
  await Promise.all(crons.map((cron) => fire(appUrl, cron)));
  const jobs = crons.map((cron) =>
    cloudflareCron(cron, () => void fire(appUrl, cron).catch((error: Error) => console.error(`cron ${cron}: ${error.message}`))),
  );
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}
