// Benches of holder accounting inside the worker runtime (workerd, local D1), printing their figures:
//   npx vitest run --project workerd-bench tests/bench/workerd/holders-bench.ts
// A launchpad token with 60k holders, built through the real ingest path (applyRange) from
// ABI-encoded Transfer logs: the curve hands tokens to 60k addresses, then 10k of them pass some
// on to a neighbour. Figures: ingest throughput of transfers with holder accounting, and p50/p99 of
// the holders, bubble-map and pair-detail reads (target p50 ≤ 20 ms).
import { env } from "cloudflare:test";
import { type Address, encodeAbiParameters, encodeEventTopics, type Hash, keccak256, type Log, numberToHex } from "viem";
import { describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { erc20Abi } from "../../../workers/chain/abis";
import type { BlockHeader } from "../../../workers/chain/chain-reader";
import type { BlockMark } from "../../../workers/db/indexed-blocks";
import type { FetchedRange } from "../../../workers/ingest/fetch-range";
import { applyRange } from "../../../workers/ingest/ingest-step";
import { benchDeps, timeRequests } from "./bench-worker";

const TOKEN = numberToHex(0x70ce0001, { size: 20 });
const LAUNCHPAD = numberToHex(0x1a0c0001, { size: 20 });
const ZERO = numberToHex(0, { size: 20 });
const HOLDERS = 60_000;
const GIFTS = 10_000;
const PER_BLOCK = 50;
const RANGE_BLOCKS = 200;

const deps = benchDeps(LAUNCHPAD);

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
  return { logs, blocks, first: blocks.get(numbers[0]!)!, last: blocks.get(numbers.at(-1)!)!, createdTokens: [], walletTransfers: [] };
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
    console.log(
      `holder ingest: ${all.length} transfers in ${seconds.toFixed(2)} s = ${Math.round(all.length / seconds)} transfers/s (ranges of ${RANGE_BLOCKS * PER_BLOCK} transfers)`,
    );
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM holder_balances WHERE token_address = ?1 AND raw_balance > 0").bind(TOKEN).first<number>("n");
    expect(count).toBe(HOLDERS + 1);
    for (const path of ["holders/{token}?limit=100", "holders/{token}?limit=1000", "bubble-map/{token}", "bubble-map/{token}?limit=1000", "info/{token}"]) {
      const figures = await timeRequests([`/api/v1/indexer/${path.replace("{token}", TOKEN)}`], 100);
      console.log(`token with ${HOLDERS} holders, ${path}: p50 ${figures.p50} ms, p99 ${figures.p99} ms over ${figures.n} reads (target p50 ≤ 20)`);
    }
  }, 900_000);
});
