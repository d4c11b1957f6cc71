// Bench: one pair's live feed fanned out to 2,000 WebSocket subscribers (issue 45, target p99 ≤ 500 ms). The
// subscribers are spread over child processes (tests/bench/lib/feed-subscribers.ts) so one Node event loop is not
// what is measured; each trade's clock starts when its block's newHeads reaches this process (viem's webSocket).
// Prints delivery p50/p99 over every (subscriber, trade) pair and workerd's resident memory per subscriber.
// Against a running devnet stack (`npm start`):
//   BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx tests/bench/pair-feed-fanout.ts
// SUBSCRIBERS (2000), CHILDREN (2), TRADES (10).
import { execFileSync, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { BASE_URL, DEVNET_RPC_URL } from "../e2e/chromium";
import { startHeadClock } from "./lib/head-clock";
import { percentileLine } from "./lib/percentile";
import { tradedToken } from "./lib/traded-token";

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 2000);
const CHILDREN = Number(process.env.CHILDREN ?? 2);
const TRADES = Number(process.env.TRADES ?? 10);
const TARGET_P99_MS = 500;

/**
 * The local runtime's two workerd processes: wrangler's proxy listening on the app's port, which every socket passes
 * through (no such hop where the worker is deployed), and the worker's own, its sibling under the same wrangler.
 */
function workerdPids(): { proxy: number; worker: number } {
  const port = new URL(BASE_URL).port;
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const proxy = Number(/"workerd",pid=(\d+)/.exec(line)?.[1]);
  if (Number.isNaN(proxy)) throw new Error(`no workerd listening on port ${port}`);
  const parent = execFileSync("ps", ["-o", "ppid=", "-p", String(proxy)], { encoding: "utf8" }).trim();
  const siblings = execFileSync("ps", ["--ppid", parent, "-o", "pid=,comm="], { encoding: "utf8" });
  const worker = siblings
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .find(([pid, command]) => command === "workerd" && Number(pid) !== proxy)?.[0];
  if (worker === undefined) throw new Error("no second workerd beside wrangler's proxy");
  return { proxy, worker: Number(worker) };
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const perSubscriber = (before: number, after: number) =>
  `${before.toFixed(0)} → ${after.toFixed(0)} MB, ${(((after - before) * 1024) / SUBSCRIBERS).toFixed(1)} kB per subscriber`;

const { token, buy } = await tradedToken("FAN");

const pids = workerdPids();
const before = { proxy: rssMb(pids.proxy), worker: rssMb(pids.worker) };
const feedUrl = `${BASE_URL.replace(/^http/, "ws")}/ws/pairs/${token}`;
const children = Array.from({ length: CHILDREN }, (_, index) =>
  fork(
    fileURLToPath(new URL("./lib/feed-subscribers.ts", import.meta.url)),
    [feedUrl, String(Math.floor(SUBSCRIBERS / CHILDREN) + (index < SUBSCRIBERS % CHILDREN ? 1 : 0))],
    { execArgv: ["--import", "tsx"] },
  ),
);
const message = <T>(child: (typeof children)[number], kind: string) =>
  new Promise<T>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`a subscriber process exited (${code})`)));
    child.on("message", (received: { kind: string }) => received.kind === kind && resolve(received as T));
  });
const openedAt = Date.now();
await Promise.all(children.map((child) => message(child, "ready")));
console.log(`${SUBSCRIBERS} subscribers open in ${((Date.now() - openedAt) / 1000).toFixed(1)} s`);
await sleep(2_000);
const after = { proxy: rssMb(pids.proxy), worker: rssMb(pids.worker) };

const heads = await startHeadClock(DEVNET_RPC_URL.replace(/^http/, "ws"));
const headAt = new Map<string, number>();
for (let i = 0; i < TRADES; i++) {
  const { transactionHash: hash, blockNumber } = await buy();
  headAt.set(hash, await heads.arrivedAt(blockNumber));
  // Past the next block, so each trade has its own update.
  await sleep(1_200);
}
await sleep(2_000);
await heads.stop();

const reports = await Promise.all(
  children.map((child) => {
    const report = message<{ arrivals: Record<string, number[]> }>(child, "report");
    child.send({ kind: "report" });
    return report;
  }),
);
const latencies: number[] = [];
const firstPerTrade: number[] = [];
const lastPerTrade: number[] = [];
for (const [hash, start] of headAt) {
  const arrivals = reports.flatMap((report) => report.arrivals[hash] ?? []);
  latencies.push(...arrivals.map((at) => at - start));
  if (arrivals.length === 0) continue;
  firstPerTrade.push(Math.min(...arrivals) - start);
  lastPerTrade.push(Math.max(...arrivals) - start);
}
const expected = SUBSCRIBERS * TRADES;
console.log(`delivered ${latencies.length} of ${expected} frames (${SUBSCRIBERS} subscribers × ${TRADES} trades)`);
console.log(`new head → update frame at a subscriber: ${percentileLine(latencies, [0.5, 0.99])} (target p99 ≤ ${TARGET_P99_MS} ms)`);
// The first subscriber's frame is ingestion and the commit; from it to the last one is the fan-out itself.
console.log(`new head → frame at the FIRST subscriber, per trade: ${percentileLine(firstPerTrade, [0.5])}`);
console.log(`new head → frame at the LAST subscriber, per trade: ${percentileLine(lastPerTrade, [0.5])}`);
// Memory is never given back when the sockets close: only a run on a freshly started stack measures it.
console.log(`resident memory with the sockets open: the worker's workerd ${perSubscriber(before.worker, after.worker)}`);
console.log(`  wrangler's local proxy (not deployed) ${perSubscriber(before.proxy, after.proxy)}`);
