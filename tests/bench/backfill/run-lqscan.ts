// One run of our indexer over the bench chain: a fresh local D1, the worker as `wrangler dev` runs it but without
// its devtools inspector (scripts/serve-worker.ts, as npm start runs it), timed from the first status call (which starts ingestion) to lag 0.
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { DevnetManifest } from "../../../devnet/manifest";
import { launch, runLogged } from "../../../processes/launch";
import { answers200, waitUntil } from "../../../processes/wait";
import { npmBin, repoRoot, toolEnv } from "../../../scripts/lib/environment";
import type { WorkerOptions } from "../../../scripts/serve-worker";
import { indexerStatusSchema } from "../../../shared/schemas/indexer-status";
import { groupCpuSeconds } from "./cpu-time";
import type { IndexerRun } from "./run-ponder";

const run = promisify(execFile);

export async function runLqscan(options: { rpcUrl: string; manifest: DevnetManifest; port: number; stateDir: string; logDir: string }): Promise<IndexerRun> {
  const wranglerDir = join(options.stateDir, "wrangler");
  const clientDir = join(options.stateDir, "client");
  rmSync(wranglerDir, { recursive: true, force: true });
  // The API alone is measured: an empty page stands in for the frontend build.
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, "index.html"), "<!doctype html>\n");
  const env = toolEnv(options.stateDir);
  const wrangler = (name: string, args: string[]) => ({ name, command: npmBin("wrangler"), args, cwd: repoRoot, logDir: options.logDir, env });
  const d1 = ["DB", "--local", "--persist-to", wranglerDir, "-c", "wrangler.toml"];
  await runLogged({ ...wrangler("migrations", ["d1", "migrations", "apply", ...d1]), env: { ...env, CI: "true" } });
  const url = `http://127.0.0.1:${options.port}`;
  const workerOptions: WorkerOptions = {
    port: options.port,
    persistDir: wranglerDir,
    assetsDir: clientDir,
    vars: { CHAIN: "devnet", RPC_URL: options.rpcUrl, CHAIN_CONTRACTS: JSON.stringify(options.manifest.contracts) },
  };
  const worker = launch({
    name: "worker",
    command: npmBin("tsx"),
    args: [join(repoRoot, "scripts/serve-worker.ts"), JSON.stringify(workerOptions)],
    cwd: repoRoot,
    logDir: options.logDir,
    env,
  });
  let seconds: number;
  let cpuSeconds: number;
  try {
    await waitUntil(() => answers200(`${url}/api/v1/misc/health-check`), { what: "the worker's health check", process: worker, timeoutMs: 120_000 });
    const started = performance.now();
    const cpuAtStart = groupCpuSeconds(worker.pid);
    await (await fetch(`${url}/api/v1/indexer/start`, { method: "POST" })).body?.cancel();
    await waitUntil(
      async () => {
        // A poll can hang in wrangler dev's proxy until another request comes in: each gives up soon and the next one asks again.
        const response = await fetch(`${url}/api/v1/indexer/status`, { signal: AbortSignal.timeout(2000) });
        const status = indexerStatusSchema.parse(await response.json());
        return status.configured && status.cursor !== null && status.lag === 0;
      },
      { what: "the indexer to reach the head", process: worker, timeoutMs: 900_000 },
    );
    seconds = (performance.now() - started) / 1000;
    cpuSeconds = groupCpuSeconds(worker.pid) - cpuAtStart;
  } finally {
    await worker.stop();
  }
  return { seconds, cpuSeconds, rows: await tableRows(d1, env) };
}

/** Rows in each table of the stopped worker's D1: D1's, SQLite's and full-text search's own tables left out. */
async function tableRows(d1: string[], env: NodeJS.ProcessEnv): Promise<Record<string, number>> {
  const query = async (sql: string) => {
    const { stdout } = await run(npmBin("wrangler"), ["d1", "execute", ...d1, "--json", "--command", sql], { cwd: repoRoot, env, maxBuffer: 1 << 24 });
    return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[])[0]!.results;
  };
  const listed = (await query("SELECT name, sql FROM sqlite_master WHERE type = 'table'")) as { name: string; sql: string }[];
  const virtual = listed.filter((table) => table.sql.startsWith("CREATE VIRTUAL")).map((table) => `${table.name}_`);
  const tables = listed.map((table) => table.name).filter((name) => !/^(sqlite|d1_|_cf)/.test(name) && !virtual.some((prefix) => name.startsWith(prefix)));
  // One row of scalar subqueries: a compound SELECT of this many terms is over D1's limit.
  const [counts] = await query(`SELECT ${tables.map((table) => `(SELECT COUNT(*) FROM "${table}") AS "${table}"`).join(", ")}`);
  return Object.fromEntries(Object.entries(counts!).map(([name, n]) => [name, Number(n)]));
}
