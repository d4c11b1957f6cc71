// Bench: a fresh backfill of one devnet chain by Ponder and by our indexer, side by side (issue 25).
//   npx tsx tests/bench/backfill-vs-ponder.ts
// The chain (DEVNET_HISTORY_DAYS of simulated market, 7 by default) is written once into
// .state/bench-backfill/devnet and served frozen from its saved state for every run. Ponder indexes
// launches, curve trades, V2 pairs and V2 swaps into trade rows and 1m and 1h candles (tests/bench/ponder,
// installed there on first use); ours indexes everything it indexes, on a fresh local D1. Both read
// the node through a counting proxy. Timed: Ponder from `ponder start` to /ready; ours from its first
// status call (which starts ingestion; wrangler is up by then) to lag 0. BENCH_RUNS runs (3), medians printed.
// Ports: DEVNET_PORT (anvil, 8746), RPC_PROXY_PORT (8747), PORT (our worker, 8796), PONDER_PORT (8797).
import { join } from "node:path";
import { historyDaysFromEnv, portFromEnv, repoRoot } from "../../scripts/lib/environment";
import { ensureBenchChain, rpcCall, serveBenchChain } from "./backfill/bench-chain";
import { groupCpuSeconds } from "./backfill/cpu-time";
import { type Measured, printReport } from "./backfill/report";
import { startRpcCounter } from "./backfill/rpc-counter";
import { runLqscan } from "./backfill/run-lqscan";
import { ensurePonderInstalled, runPonder } from "./backfill/run-ponder";

const stateDir = join(repoRoot, ".state/bench-backfill");
const logDir = join(stateDir, "logs");
const devnetPort = portFromEnv("DEVNET_PORT", 8746);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_ONLY=ponder or lqscan runs one side (while working on it); the table then shows that side alone. */
const only = process.env.BENCH_ONLY;

await ensureBenchChain(join(stateDir, "devnet"), logDir, devnetPort, historyDaysFromEnv());
await ensurePonderInstalled(logDir);
const chain = await serveBenchChain(join(stateDir, "devnet"), logDir, devnetPort);
const proxy = await startRpcCounter(chain.rpcUrl, portFromEnv("RPC_PROXY_PORT", 8747));
const measured: { ponder: Measured[]; lqscan: Measured[] } = { ponder: [], lqscan: [] };
try {
  console.log(`chain: ${Number(await rpcCall(chain.rpcUrl, "eth_blockNumber"))} blocks`);
  const run = {
    ponder: () => runPonder({ rpcUrl: proxy.url, manifest: chain.manifest, port: portFromEnv("PONDER_PORT", 8797), logDir }),
    lqscan: () => runLqscan({ rpcUrl: proxy.url, manifest: chain.manifest, port: portFromEnv("PORT", 8796), stateDir, logDir }),
  };
  for (let i = 0; i < runs; i++) {
    // Alternating which goes first spreads any warm-up of the node (or the machine) over both.
    const order = i % 2 === 0 ? (["ponder", "lqscan"] as const) : (["lqscan", "ponder"] as const);
    for (const name of order.filter((side) => only === undefined || side === only)) {
      proxy.take();
      const nodeCpuBefore = groupCpuSeconds(chain.pid);
      const result = await run[name]();
      measured[name].push({ ...result, nodeCpuSeconds: groupCpuSeconds(chain.pid) - nodeCpuBefore, rpc: proxy.take() });
      console.log(`run ${i + 1} ${name.padEnd(6)} ${result.seconds.toFixed(1)} s`);
    }
  }
} finally {
  await proxy.stop();
  await chain.stop();
}

printReport(measured);
