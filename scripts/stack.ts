import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { type Devnet, startDevnet } from "../devnet";
import { redisServerInstalled, startUpstashShim, type UpstashShim } from "../devnet/upstash";
import { stopEarlierProcesses } from "../processes/earlier-processes";
import { launch, readLog, runLogged, withLogTail } from "../processes/launch";
import { formatCount, type Progress, type ProgressUpdate } from "../processes/progress";
import { answers200, waitUntil } from "../processes/wait";
import { indexerStatusSchema } from "../shared/schemas/indexer-status";
import { appUrl, assertPortFree, npmBin, repoRoot, toolEnv } from "./lib/environment";
import { startLocalCrons } from "./lib/local-crons";
import { prepareSignIn } from "./lib/sign-in-setup";
import type { WorkerOptions } from "./serve-worker";

/** The local devnet (started here), or a real HyperEVM node reached over RPC_URL. */
export type ChainChoice = { chain: "devnet" } | { chain: "hyperevm"; rpcUrl: string };

export type StackOptions = {
  /** The one folder for all local state: wrangler's D1/KV/DO storage, the devnet, logs, tool caches. */
  stateDir: string;
  port: number;
  devnetPort: number;
  /** The Upstash-REST endpoint over a local redis-server, and that server's own port. */
  upstashPort: number;
  redisPort: number;
  /** The devnet's local wallet provider (Turnkey's API) and OpenID issuer (Google's stand-in). */
  walletProviderPort: number;
  oidcPort: number;
  /** Days of simulated market history on a fresh devnet. */
  historyDays: number;
  chain: ChainChoice;
  /** Where each step of the start and the long steps' progress are printed. */
  progress: Progress;
};

export type Stack = {
  /** Where a browser opens the app (localhost, where passkeys work); the stack's own checks use 127.0.0.1. */
  url: string;
  rpcUrl: string;
  /** Settles when any process of the stack exits on its own, with what happened and its log's tail. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

export const HEALTH_CHECK_PATH = "/api/v1/misc/health-check";
const INDEXER_STATUS_PATH = "/api/v1/indexer/status";
/** Starts the ingestion loop at once, rather than at the first minute cron. */
const INDEXER_START_PATH = "/api/v1/indexer/start";
/** Indexing a simulated week takes well under a minute; a slow remote node may need longer. */
const INDEXER_CATCH_UP_MS = 600_000;
// Once up, the health check is polled; this many misses in a row (a reload takes a second or two)
// mean the worker is gone.
const HEALTH_INTERVAL_MS = 5000;
const HEALTH_FAILURES_TOLERATED = 3;

/** CHAIN and RPC_URL from the environment: the devnet by default, HyperEVM when both are set. */
export function chainFromEnv(): ChainChoice {
  const chain = process.env.CHAIN ?? "devnet";
  const rpcUrl = process.env.RPC_URL;
  if (chain === "hyperevm") {
    if (!rpcUrl) throw new Error("CHAIN=hyperevm needs RPC_URL, the HyperEVM JSON-RPC endpoint");
    return { chain, rpcUrl };
  }
  if (chain !== "devnet") throw new Error(`CHAIN must be devnet or hyperevm, got "${chain}"`);
  if (rpcUrl) throw new Error("RPC_URL is only used with CHAIN=hyperevm; unset it to run the local devnet");
  return { chain };
}

/**
 * Builds the frontend, starts the chain (unless it is remote), applies the D1 migrations and serves
 * the app under wrangler's local runtime (scripts/serve-worker.ts); resolves once the health check answers 200, the indexer has
 * caught up with the chain's head and wrangler.toml's crons have run once (and go on locally).
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const logDir = join(options.stateDir, "logs");
  const wranglerDir = join(options.stateDir, "wrangler");
  // Each stack serves its own build, so `npm test` never rebuilds the assets under a running `npm start`.
  const clientDir = join(options.stateDir, "client");
  const env = toolEnv(options.stateDir);
  const url = `http://127.0.0.1:${options.port}`;
  const earlier = await stopEarlierProcesses(logDir);
  if (earlier.length > 0) options.progress.log(`stopped what an earlier start of this state folder left running: ${earlier.join(", ")}`);
  await assertPortFree(options.port, "PORT");
  if (options.chain.chain === "devnet") await assertPortFree(options.devnetPort, "DEVNET_PORT");
  const { progress } = options;
  const upstash = await startCacheServer(options, logDir, env);
  const devnetChain = options.chain.chain === "devnet";
  if (devnetChain) {
    await assertPortFree(options.walletProviderPort, "WALLET_PROVIDER_PORT");
    await assertPortFree(options.oidcPort, "OIDC_PORT");
  }
  const signIn = await prepareSignIn({
    stateDir: options.stateDir,
    devnet: devnetChain,
    providerPort: options.walletProviderPort,
    oidcPort: options.oidcPort,
    progress,
  }).catch(async (error: unknown) => {
    await upstash?.stop();
    throw error;
  });

  const preparations = await Promise.allSettled([
    startChain(options, logDir, env),
    progress.step("frontend build", () =>
      runLogged({ name: "build", command: npmBin("vite"), args: ["build", "--outDir", clientDir], cwd: repoRoot, logDir, env }),
    ),
    progress.step("D1 migrations", () =>
      runLogged({
        name: "migrations",
        command: npmBin("wrangler"),
        args: ["d1", "migrations", "apply", "DB", "--local", "--persist-to", wranglerDir, "-c", "wrangler.toml"],
        cwd: repoRoot,
        logDir,
        // CI=true makes wrangler apply without asking for confirmation.
        env: { ...env, CI: "true" },
      }),
    ),
  ]);
  const [chainOutcome, ...buildOutcomes] = preparations;
  if (chainOutcome.status === "rejected") {
    await Promise.all([upstash?.stop(), signIn.services?.stop()]);
    throw chainOutcome.reason;
  }
  const { rpcUrl, devnet } = chainOutcome.value;
  const buildFailure = buildOutcomes.find((outcome) => outcome.status === "rejected");
  if (buildFailure) {
    await Promise.all([devnet?.stop(), upstash?.stop(), signIn.services?.stop()]);
    throw buildFailure.reason;
  }

  const workerOptions: WorkerOptions = {
    port: options.port,
    persistDir: wranglerDir,
    assetsDir: clientDir,
    vars: {
      CHAIN: options.chain.chain,
      RPC_URL: rpcUrl,
      // New heads over WebSocket: anvil serves eth_subscribe on its HTTP port; a real node's ws:// endpoint comes from RPC_WS_URL.
      ...(devnet ? { RPC_WS_URL: rpcUrl.replace(/^http/, "ws") } : process.env.RPC_WS_URL ? { RPC_WS_URL: process.env.RPC_WS_URL } : {}),
      ...(devnet ? { CHAIN_CONTRACTS: JSON.stringify(devnet.manifest.contracts) } : {}),
      ...(process.env.LQSCAN_TOKEN ? { LQSCAN_TOKEN: process.env.LQSCAN_TOKEN } : {}),
      ...(upstash ? { UPSTASH_REDIS_REST_URL: upstash.url, UPSTASH_REDIS_REST_TOKEN: upstash.token } : {}),
      ...signIn.vars,
    },
    envFile: signIn.envFile,
    testScheduled: true,
  };
  const worker = launch({
    name: "wrangler",
    command: npmBin("tsx"),
    args: [join(repoRoot, "scripts/serve-worker.ts"), JSON.stringify(workerOptions)],
    cwd: repoRoot,
    logDir,
    env,
  });
  const healthUrl = url + HEALTH_CHECK_PATH;
  const stopProcesses = async () => {
    await Promise.all([worker.stop(), devnet?.stop(), upstash?.stop(), signIn.services?.stop()]);
  };
  let crons: { stop: () => void };
  try {
    await progress.step("wrangler start", () =>
      waitUntil(() => answers200(healthUrl), {
        what: `the worker to answer ${HEALTH_CHECK_PATH}`,
        process: worker,
        timeoutMs: 120_000,
        // A worker that does not bundle may leave wrangler waiting for a fix; we stop instead.
        giveUpWhen: () => (readLog(worker.logFile).includes("Build failed") ? "the worker does not build" : undefined),
      }),
    );
    await startIndexer(url + INDEXER_START_PATH);
    await progress.step("indexer catch-up", (report) =>
      waitUntil(indexerCatchUp(url + INDEXER_STATUS_PATH, report), {
        what: `the indexer to reach the chain's head (${INDEXER_STATUS_PATH})`,
        process: worker,
        timeoutMs: INDEXER_CATCH_UP_MS,
      }),
    );
    // Scores and lists are there by `ready`: the crons run once on the indexed chain first.
    crons = await progress.step("first cron run", () => startLocalCrons(url));
  } catch (error) {
    await stopProcesses();
    throw error;
  }

  const health = watchHealth(healthUrl);
  const exits = [worker.exited.then((outcome) => withLogTail(worker, `wrangler stopped (${outcome})`)), health.lost];
  if (devnet) exits.push(devnet.exited);
  if (upstash) exits.push(upstash.exited);
  const stop = async () => {
    health.stop();
    crons.stop();
    await stopProcesses();
  };
  return { url: appUrl(options.port), rpcUrl, exited: Promise.race(exits), stop };
}

/**
 * The cache's Redis: a real redis-server behind the Upstash REST protocol, with a fresh token per run.
 * Without redis-server installed the worker keeps its default cache, Workers KV.
 */
async function startCacheServer(options: StackOptions, logDir: string, env: NodeJS.ProcessEnv): Promise<UpstashShim | undefined> {
  if (!redisServerInstalled()) return undefined;
  await assertPortFree(options.upstashPort, "UPSTASH_PORT");
  await assertPortFree(options.redisPort, "REDIS_PORT");
  return options.progress.step("redis-server", () =>
    startUpstashShim({
      port: options.upstashPort,
      token: randomBytes(24).toString("hex"),
      redisPort: options.redisPort,
      dataDir: join(options.stateDir, "redis"),
      logDir,
      env,
    }),
  );
}

type ChainConnection = { rpcUrl: string; devnet?: Devnet };

async function startChain(options: StackOptions, logDir: string, env: NodeJS.ProcessEnv): Promise<ChainConnection> {
  if (options.chain.chain === "hyperevm") return { rpcUrl: options.chain.rpcUrl };
  const dataDir = join(options.stateDir, "devnet");
  const devnet = await startDevnet({ port: options.devnetPort, dataDir, logDir, env, historyDays: options.historyDays, progress: options.progress });
  return { rpcUrl: devnet.rpcUrl, devnet };
}

/**
 * A check that is true once the indexer has ingested up to the head it last saw, and reports how far
 * it has come: block N of M, counted from the first block it was seen at.
 */
function indexerCatchUp(statusUrl: string, report: (update: ProgressUpdate) => void): () => Promise<boolean> {
  let firstCursor: number | undefined;
  return async () => {
    const response = await fetch(statusUrl, { signal: AbortSignal.timeout(5000) });
    if (response.status !== 200) return false;
    const { configured, cursor, head, lag } = indexerStatusSchema.parse(await response.json());
    if (cursor !== null && head !== null) {
      firstCursor ??= cursor;
      report({ done: cursor - firstCursor, total: head - firstCursor, detail: `block ${formatCount(cursor)} of ${formatCount(head)}` });
    }
    return configured && cursor !== null && lag === 0;
  };
}

async function startIndexer(startUrl: string): Promise<void> {
  const response = await fetch(startUrl, { method: "POST", signal: AbortSignal.timeout(30_000) });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`POST ${INDEXER_START_PATH} answered ${response.status}`);
}

// wrangler outlives a crashed workerd without restarting it; only the health check tells.
function watchHealth(healthUrl: string): { lost: Promise<string>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const lost = new Promise<string>((resolve) => {
    let failures = 0;
    timer = setInterval(async () => {
      failures = (await answers200(healthUrl).catch(() => false)) ? 0 : failures + 1;
      if (failures === HEALTH_FAILURES_TOLERATED) resolve(`the worker stopped answering ${HEALTH_CHECK_PATH}`);
    }, HEALTH_INTERVAL_MS);
  });
  return { lost, stop: () => clearInterval(timer) };
}
