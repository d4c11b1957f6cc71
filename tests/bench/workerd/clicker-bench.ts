// The Token Clicker's round object inside workerd, printing figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/clicker-bench.ts
// How long after a batch is sent 200 watchers of the live board see it (p50, p99; it runs first, so its token
// leads the board), and how many batches one round object counts a second (each from its own session and
// address, so no cap stops them).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, it } from "vitest";
import type { ClickerLiveMessage } from "../../../shared/schemas/clicker";
import type { Voter } from "../../../workers/clicker/round-ledger";
import worker from "../../../workers/index";

const BATCHES = 4000;
const IN_FLIGHT = 50;
const WATCHERS = 200;
const PROBES = 30;

const today = new Date().toISOString().slice(0, 10);
const round = () => env.CLICKER_ROUND.get(env.CLICKER_ROUND.idFromName(today));
const token = (n: number) => `0x${"be0c".repeat(9)}${n.toString(16).padStart(4, "0")}`;
const voter = (i: number): Voter => ({
  session: `bench-session-${i}`,
  ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  wallet: null,
  voter: `ip:${i}`,
  tier: "anonymous",
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function watcher(onFrame: (message: ClickerLiveMessage) => void): Promise<WebSocket> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request("http://bench/api/v1/tools/clicker/live", { headers: { Upgrade: "websocket" } }), env, ctx);
  await waitOnExecutionContext(ctx);
  const socket = response.webSocket!;
  socket.addEventListener("message", (event) => onFrame(JSON.parse(String(event.data)) as ClickerLiveMessage));
  socket.accept();
  return socket;
}

describe("clicker round object", () => {
  it("pushes a click to 200 watchers", async () => {
    const stub = round();
    const target = token(999);
    const seen: number[] = [];
    let expected = 0;
    let sentAt = 0;
    const arrived = new Set<number>();
    const sockets = await Promise.all(
      Array.from({ length: WATCHERS }, (_, w) =>
        watcher((message) => {
          if (message.type !== "board" || arrived.has(w)) return;
          if (message.today.find((tally) => tally.tokenAddress === target)?.clicks === expected) {
            arrived.add(w);
            seen.push(performance.now() - sentAt);
          }
        }),
      ),
    );
    for (let probe = 1; probe <= PROBES; probe++) {
      arrived.clear();
      expected = probe * 50;
      sentAt = performance.now();
      await stub.batch(today, voter(1_000_000 + probe), `probe-${probe}`, target, 50);
      while (arrived.size < WATCHERS) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const sorted = seen.sort((a, b) => a - b);
    console.log(
      `clicker: click → board frame for ${WATCHERS} watchers over ${PROBES} clicks: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} frames)`,
    );
    for (const socket of sockets) socket.close(1000, "done");
  });

  it("counts batches per second", async () => {
    const stub = round();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < BATCHES) {
          const i = next++;
          await stub.batch(today, voter(i), `bench-${i}`, token(i % 20), 1 + (i % 50));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `clicker: ${BATCHES} batches (${IN_FLIGHT} in flight) in ${seconds.toFixed(2)} s = ${(BATCHES / seconds).toFixed(0)} batches/s on one round object`,
    );
  });
});
