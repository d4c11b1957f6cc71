// Benches of holder accounting inside the worker runtime (workerd, local D1), printing their figures:
//   npx vitest run --config vitest.holders-bench.config.ts
// A launchpad token with 60k holders, built through the real ingest path (applyRange) from
// ABI-encoded Transfer logs: the curve hands tokens to 60k addresses, then 10k of them pass some
// on to a neighbour. Figures: ingest throughput of transfers with holder accounting, and p50/p99 of
// the holders, bubble-map and pair-detail reads (target p50 ≤ 20 ms).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { encodeAbiParameters, encodeEventTopics, keccak256, numberToHex, type Address, type Hash, type Log } from "viem";
import { describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/constants";
import worker from "../../../workers/index";
import { erc20Abi } from "../../../workers/indexer/abis";
import type { BlockHeader, ChainReader } from "../../../workers/indexer/chain-reader";
import type { FetchedRange } from "../../../workers/indexer/fetch-range";
import { applyRange, type IngestDeps } from "../../../workers/indexer/ingest";
import type { BlockMark } from "../../../workers/indexer/write-range";

const TOKEN = numberToHex(0x70ce0001, { size: 20 });
const LAUNCHPAD = numberToHex(0x1a0c0001, { size: 20 });
const ZERO = numberToHex(0, { size: 20 });
const HOLDERS = 60_000;
const GIFTS = 10_000;
const PER_BLOCK = 50;
const RANGE_BLOCKS = 200;

const noNode: ChainReader = {
  head: () => Promise.reject(new Error("the bench reads no node")),
  block: () => Promise.reject(new Error("the bench reads no node")),
  logs: () => Promise.reject(new Error("the bench reads no node")),
  token: () => Promise.reject(new Error("the bench reads no node")),
};
const deps: IngestDeps = {
  db: env.DB,
  reader: noNode,
  watched: { launchpad: LAUNCHPAD, v2Factory: null, v3Factory: null, stablecoins: new Set(), hypeReferencePools: new Set() },
  startBlock: () => 0,
};

const holder = (index: number) => numberToHex(0xb0000000 + index, { size: 20 });
const blockHash = (number: number): Hash => keccak256(numberToHex(number, { size: 32 }));

type Move = { from: Address; to: Address; value: bigint };

/** The token's transfers in order: its mint to the curve, a payout to each holder, then the gifts. */
function moves(): Move[] {
  const list: Move[] = [{ from: ZERO, to: LAUNCHPAD, value: 10n ** 15n }];
  for (let index = 0; index < HOLDERS; index++) list.push({ from: LAUNCHPAD, to: holder(index), value: 1_000_000n + BigInt((index * 7919) % 10_000_000) });
  for (let index = 0; index < GIFTS; index++) list.push({ from: holder(index), to: holder(index + 1), value: 1000n });
  return list;
}

/** Blocks of PER_BLOCK Transfer logs each, from block `from`. */
function range(all: Move[], from: number, firstTimestamp: number): FetchedRange {
  const logs: Log[] = [];
  const blocks = new Map<number, BlockHeader>();
  const start = (from - 1) * PER_BLOCK;
  const end = Math.min(all.length, start + RANGE_BLOCKS * PER_BLOCK);
  for (let index = start; index < end; index++) {
    const number = 1 + Math.floor(index / PER_BLOCK);
    const move = all[index]!;
    logs.push({
      address: TOKEN,
      blockHash: blockHash(number),
      blockNumber: BigInt(number),
      transactionHash: keccak256(numberToHex(index, { size: 32 })),
      transactionIndex: index % PER_BLOCK,
      logIndex: index % PER_BLOCK,
      removed: false,
      topics: encodeEventTopics({ abi: erc20Abi, eventName: "Transfer", args: { from: move.from, to: move.to } }),
      data: encodeAbiParameters([{ type: "uint256" }], [move.value]),
    } as Log);
    if (!blocks.has(number)) {
      blocks.set(number, { number, hash: blockHash(number), parentHash: blockHash(number - 1), timestamp: firstTimestamp + number, senders: new Map() });
    }
  }
  const numbers = [...blocks.keys()];
  return { logs, blocks, first: blocks.get(numbers[0]!)!, last: blocks.get(numbers.at(-1)!)!, createdTokens: [] };
}

/** The token, WHYPE, the token's curve and its creation event, as already indexed rows. */
function seed(db: D1Database) {
  const now = new Date().toISOString();
  return db.batch([
    db
      .prepare(
        `INSERT INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type, creator_address, creation_block,
           creation_timestamp, block_number, created_at, updated_at)
         VALUES (?1, 'Bench Holders', 'BHOLD', 6, '1000000000', '1000000000', 'launchpad', ?2, 1, 1, 1, ?3, ?3),
           ('${WHYPE_ADDRESS}', 'Wrapped HYPE', 'WHYPE', 18, NULL, NULL, 'native-wrapped', NULL, NULL, NULL, 0, ?3, ?3)`,
      )
      .bind(TOKEN, holder(0), now),
    db
      .prepare(
        `INSERT INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp, creation_transaction, creator_address, block_number)
         VALUES (?1, 'liquidlaunch', ?1, '${WHYPE_ADDRESS}', 1, 1, '0x', ?2, 1)`,
      )
      .bind(TOKEN, holder(0)),
    db
      .prepare(
        `INSERT INTO events (pair_address, contract_address, event_type, block_number, block_timestamp, log_index, transaction_hash, created_at)
         VALUES (?1, ?2, 'tc', 1, 1, 0, '0x', ?3)`,
      )
      .bind(TOKEN, LAUNCHPAD, now),
  ]);
}

async function timeRequests(paths: string[], rounds: number) {
  const figures: string[] = [];
  for (const path of paths) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const ctx = createExecutionContext();
      const started = performance.now();
      const res = await worker.fetch(new Request(`http://app${path}`), env, ctx);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
    figures.push(`${path.replace(TOKEN, "{token}")}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${times.length} reads`);
  }
  return figures;
}

describe("holder benches", () => {
  it(`ingests ${HOLDERS + GIFTS} transfers into ${HOLDERS} holders and reads holders and the bubble map`, async () => {
    await seed(env.DB);
    const all = moves();
    const firstTimestamp = Math.floor(Date.now() / 1000) - all.length;
    let cursor: BlockMark | null = null;
    let seconds = 0;
    for (let from = 1; (from - 1) * PER_BLOCK < all.length; from += RANGE_BLOCKS) {
      const fetched = range(all, from, firstTimestamp);
      await env.DB.prepare("SELECT 1").first(); // settle the clock: workerd advances it at I/O
      const started = Date.now();
      await applyRange(deps, fetched, { tracked: [TOKEN], cursor, now: new Date(), live: false });
      seconds += (Date.now() - started) / 1000;
      cursor = { number: fetched.last.number, hash: fetched.last.hash, timestamp: fetched.last.timestamp };
    }
    console.log(`holder ingest: ${all.length} transfers in ${seconds.toFixed(2)} s = ${Math.round(all.length / seconds)} transfers/s (ranges of ${RANGE_BLOCKS * PER_BLOCK} transfers)`);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM holder_balances WHERE token_address = ?1 AND raw_balance > 0").bind(TOKEN).first<number>("n");
    expect(count).toBe(HOLDERS + 1);
    const figures = await timeRequests(
      [
        `/api/v1/indexer/holders/${TOKEN}?limit=100`,
        `/api/v1/indexer/holders/${TOKEN}?limit=1000`,
        `/api/v1/indexer/bubble-map/${TOKEN}`,
        `/api/v1/indexer/bubble-map/${TOKEN}?limit=1000`,
        `/api/v1/indexer/info/${TOKEN}`,
      ],
      100,
    );
    for (const line of figures) console.log(`token with ${HOLDERS} holders, ${line} (target p50 ≤ 20)`);
  }, 900_000);
});
