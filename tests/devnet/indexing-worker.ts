import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import getPort from "get-port";
import { launch, type ManagedProcess, runLogged } from "../../processes/launch";
import { answers200, waitUntil } from "../../processes/wait";
import { npmBin, repoRoot, toolEnv } from "../../scripts/lib/environment";
import type { WorkerOptions } from "../../scripts/serve-worker";
import { HEALTH_CHECK_PATH } from "../../scripts/stack";
import type { DevnetContracts } from "../../shared/chains";
import { type IndexerStatus, indexerStatusSchema } from "../../shared/schemas/indexer-status";

/** The worker as `npm start` serves it (scripts/serve-worker.ts), whose ChainIngestor indexes a devnet into the D1 data of `stateDir`. */
export type IndexingWorker = {
  url: string;
  process: ManagedProcess;
  /** SIGKILL to workerd (the runtime running the indexer), then the rest of the group: a hard crash mid-step. */
  crash: () => Promise<void>;
};

/** `vars`: more of the worker's settings (RPC_WS_URL, INDEXER_POLL_MS). */
export type IndexingWorkerOptions = { stateDir: string; rpcUrl: string; contracts: DevnetContracts; vars?: Record<string, string> };

const wranglerDir = (stateDir: string) => join(stateDir, "wrangler");

/** Applies the D1 migrations to a fresh state folder (once per folder, as `npm start` does). */
export async function migrate(stateDir: string): Promise<void> {
  await runLogged({
    name: "migrations",
    command: npmBin("wrangler"),
    args: ["d1", "migrations", "apply", "DB", "--local", "--persist-to", wranglerDir(stateDir), "-c", "wrangler.toml"],
    cwd: repoRoot,
    logDir: join(stateDir, "logs"),
    env: { ...toolEnv(stateDir), CI: "true" },
  });
}

/** Starts the worker on the folder's D1 data and waits until it answers; the indexer starts at `startIngestion` (or the minute cron). */
export async function startIndexingWorker(options: IndexingWorkerOptions): Promise<IndexingWorker> {
  const port = await getPort();
  // workerd wants the assets folder to exist; the indexer needs none of the app's pages.
  const assetsDir = join(options.stateDir, "assets");
  mkdirSync(assetsDir, { recursive: true });
  const workerOptions: WorkerOptions = {
    port,
    persistDir: wranglerDir(options.stateDir),
    assetsDir,
    vars: { CHAIN: "devnet", RPC_URL: options.rpcUrl, CHAIN_CONTRACTS: JSON.stringify(options.contracts), ...options.vars },
    testScheduled: true,
  };
  const worker = launch({
    name: "wrangler",
    command: npmBin("tsx"),
    args: [join(repoRoot, "scripts/serve-worker.ts"), JSON.stringify(workerOptions)],
    cwd: repoRoot,
    logDir: join(options.stateDir, "logs"),
    env: toolEnv(options.stateDir),
  });
  const url = `http://127.0.0.1:${port}`;
  // The health check, not the indexer's status: asking the status starts the ingestion loop, which is the caller's move.
  await waitUntil(() => answers200(`${url}${HEALTH_CHECK_PATH}`), { what: "the worker to answer its health check", process: worker, timeoutMs: 120_000 });
  const crash = async () => {
    const runtimes = groupMembers(worker, "workerd");
    if (runtimes.length === 0) throw new Error("no workerd in the worker's process group to kill");
    for (const pid of runtimes) process.kill(pid, "SIGKILL");
    await worker.stop();
  };
  return { url, process: worker, crash };
}

/** Starts the ingestion loop (reading the status does not). */
export async function startIngestion(url: string): Promise<IndexerStatus> {
  const response = await fetch(`${url}/api/v1/indexer/start`, { method: "POST", signal: AbortSignal.timeout(5000) });
  return indexerStatusSchema.parse(await response.json());
}

export async function indexerStatus(url: string): Promise<IndexerStatus> {
  const response = await fetch(`${url}/api/v1/indexer/status`, { signal: AbortSignal.timeout(5000) });
  return indexerStatusSchema.parse(await response.json());
}

/** Polls the indexer's status until `check` holds. */
export async function waitForStatus(worker: IndexingWorker, check: (status: IndexerStatus) => boolean, what: string, timeoutMs = 300_000): Promise<void> {
  await waitUntil(async () => check(await indexerStatus(worker.url)), { what, process: worker.process, timeoutMs });
}

/** Waits until the indexer has reached the chain's head (the head it last saw is the chain's). */
export async function waitForHead(worker: IndexingWorker, chainHead: number): Promise<void> {
  // NFT facts are read after their range, off its path: an index compared at the head must have them too.
  await waitForStatus(
    worker,
    (status) => status.lag === 0 && status.cursor === chainHead && status.nftFactsPending === 0,
    `the indexer to reach block ${chainHead} with its NFT facts read`,
  );
}

/** Fires a cron trigger of wrangler.toml through /__scheduled, as the stack does locally. */
export async function fireCron(worker: IndexingWorker, cron: string): Promise<void> {
  const response = await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent(cron)}`, { signal: AbortSignal.timeout(120_000) });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`the ${cron} cron answered ${response.status}`);
}

/** Ids of the processes in the worker's process group that run `program`. */
function groupMembers(worker: ManagedProcess, program: string): number[] {
  const group = worker.pid;
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        // Fields after the command's closing parenthesis: state, ppid, pgrp.
        const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
        return pgrp === group && basename(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0]!) === program;
      } catch {
        return false;
      }
    })
    .map(Number);
}
