// What indexing the users' wallet transfers costs the ingestor's reads: fetchRange over a chain's blocks in
// ranges, as before (no user wallets: logs and the headers they need) and with one wallet (every block read
// with its transactions, two filtered Transfer reads a range, receipts of the wallet's HYPE transfers),
// counting JSON-RPC calls, HTTP requests and answer bytes, and timing each pass (best of BENCH_RUNS).
// Against a devnet with history (npm start, or anvil --load-state of a saved chain):
//   RPC_URL=http://127.0.0.1:8545 [RANGE_BLOCKS=64] [BENCH_RUNS=3] [WALLET=0x…] npx tsx tests/bench/wallet-transfers-fetch.ts
import { toEventSelector } from "viem";
import { launchpadAbi } from "../../workers/chain/abis";
import { chainReader } from "../../workers/chain/chain-reader";
import { fetchRange } from "../../workers/ingest/fetch-range";

const RPC_URL = process.env.RPC_URL ?? "http://127.0.0.1:8545";
const RANGE_BLOCKS = Number(process.env.RANGE_BLOCKS ?? 64);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const counted = { requests: 0, calls: 0, bytes: 0 };
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  counted.requests++;
  const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : null;
  counted.calls += Array.isArray(body) ? body.length : 1;
  const response = await realFetch(input, init);
  const bytes = await response.arrayBuffer();
  counted.bytes += bytes.byteLength;
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
};

const reader = chainReader(RPC_URL);
const head = await reader.head();
const created = await reader.logs(0, head, { topics: [toEventSelector(launchpadAbi.find((item) => item.name === "TokenCreated")!)] });
const launchpad = created[0]?.address ?? null;
const tracked = created.map((log) => `0x${log.topics[1]!.slice(26)}`);
// By default a wallet that made a launch: it sent HYPE to the launchpad, so its transfers are there to find.
const creatorTx = created[0] ? await reader.block(Number(created[0].blockNumber), true) : null;
const wallet = (process.env.WALLET ?? creatorTx?.senders.get(created[0]!.transactionHash!) ?? "0x000000000000000000000000000000000000dead").toLowerCase();

async function pass(wallets: Set<string>) {
  let best = { seconds: Infinity, requests: 0, calls: 0, bytes: 0, transfers: 0 };
  for (let run = 0; run < RUNS; run++) {
    Object.assign(counted, { requests: 0, calls: 0, bytes: 0 });
    let transfers = 0;
    const started = performance.now();
    for (let from = 0; from <= head; from += RANGE_BLOCKS) {
      const range = await fetchRange(reader, launchpad, tracked, from, Math.min(head, from + RANGE_BLOCKS - 1), wallets);
      transfers += range.walletTransfers.length;
    }
    const seconds = (performance.now() - started) / 1000;
    if (seconds < best.seconds) best = { seconds, ...counted, transfers };
  }
  return best;
}

console.log(`chain: ${head + 1} blocks, ${tracked.length} launches; ranges of ${RANGE_BLOCKS} blocks; best of ${RUNS} runs`);
for (const [label, wallets] of [
  ["no user wallets (as before)", new Set<string>()],
  [`one user wallet ${wallet}`, new Set([wallet])],
] as const) {
  const figures = await pass(wallets);
  console.log(
    `${label}: ${figures.seconds.toFixed(2)} s, ${figures.calls} RPC calls in ${figures.requests} requests, ${(figures.bytes / 1024 / 1024).toFixed(1)} MB, ${figures.transfers} wallet transfers`,
  );
}
