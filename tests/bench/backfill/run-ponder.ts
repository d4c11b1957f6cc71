// One Ponder run over the bench chain: a fresh PGlite database, from `ponder start` to /ready (historical indexing done).
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { DevnetManifest } from "../../../devnet/manifest";
import { launch, runLogged } from "../../../processes/launch";
import { answers200, waitUntil } from "../../../processes/wait";
import { repoRoot } from "../../../scripts/lib/environment";
import { groupCpuSeconds } from "./cpu-time";

export const ponderDir = join(repoRoot, "tests/bench/ponder");

/** Wall-clock seconds to the head, the CPU seconds the indexer's processes used meanwhile, and the rows it wrote. */
export type IndexerRun = { seconds: number; cpuSeconds: number; rows: Record<string, number> };

/** Installs the Ponder project's own dependencies when they are missing (never into the root package). */
export async function ensurePonderInstalled(logDir: string): Promise<void> {
  if (existsSync(join(ponderDir, "node_modules/.bin/ponder"))) return;
  await runLogged({ name: "ponder-install", command: "npm", args: ["install", "--no-audit", "--no-fund"], cwd: ponderDir, logDir, env: process.env });
}

export async function runPonder(options: { rpcUrl: string; manifest: DevnetManifest; port: number; logDir: string }): Promise<IndexerRun> {
  const { launchpad, v2Factory } = options.manifest.contracts;
  if (!launchpad || !v2Factory) throw new Error("the bench chain's manifest has no launchpad or V2 factory");
  rmSync(join(ponderDir, ".ponder"), { recursive: true, force: true });
  const started = performance.now();
  const ponder = launch({
    name: "ponder",
    command: join(ponderDir, "node_modules/.bin/ponder"),
    args: ["start", "--schema", "bench"],
    cwd: ponderDir,
    logDir: options.logDir,
    // Ponder listens on PORT (over its --port flag).
    env: { ...process.env, PORT: String(options.port), BENCH_RPC_URL: options.rpcUrl, BENCH_LAUNCHPAD: launchpad, BENCH_V2_FACTORY: v2Factory },
  });
  try {
    const url = `http://127.0.0.1:${options.port}`;
    await waitUntil(() => answers200(`${url}/ready`), { what: "Ponder's /ready", process: ponder, timeoutMs: 900_000 });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = groupCpuSeconds(ponder.pid);
    const rows = (await (await fetch(`${url}/counts`)).json()) as Record<string, number>;
    return { seconds, cpuSeconds, rows };
  } finally {
    await ponder.stop();
  }
}
