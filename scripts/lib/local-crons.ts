import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./environment";

// `wrangler dev` fires no cron triggers: the stack fires wrangler.toml's crons itself through
// /__scheduled (served with --test-scheduled), so creator scores and the ingest watchdog run locally too.

/** The cron expressions of wrangler.toml's [triggers]. */
export function wranglerCrons(): string[] {
  const toml = readFileSync(join(repoRoot, "wrangler.toml"), "utf8");
  const list = /^crons\s*=\s*\[(.*)\]/m.exec(toml)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** How often a cron of the forms wrangler.toml uses fires: every minute, or every N minutes. */
export function cronIntervalMs(cron: string): number {
  if (cron === "* * * * *") return 60_000;
  const everyMinutes = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (everyMinutes) return Number(everyMinutes[1]) * 60_000;
  throw new Error(`local crons fire "* * * * *" and "*/N * * * *" only, not "${cron}"`);
}

async function fire(appUrl: string, cron: string): Promise<void> {
  const response = await fetch(`${appUrl}/__scheduled?cron=${encodeURIComponent(cron)}`, { signal: AbortSignal.timeout(120_000) });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`the ${cron} cron answered ${response.status}`);
}

/** Fires every cron once (awaited), then each at its interval until stopped; a failed run is logged and tried at the next. */
export async function startLocalCrons(appUrl: string): Promise<{ stop: () => void }> {
  const crons = wranglerCrons();
  await Promise.all(crons.map((cron) => fire(appUrl, cron)));
  const timers = crons.map((cron) =>
    setInterval(() => fire(appUrl, cron).catch((error: Error) => console.error(`cron ${cron}: ${error.message}`)), cronIntervalMs(cron)),
  );
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
