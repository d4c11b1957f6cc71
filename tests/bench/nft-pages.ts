/// <reference types="node" />
// What an NFT page costs a request, on a synthetic chain's worth of NFT history in a local D1 (wrangler's, as
// `npm start` has): the collection list and one collection's page read from the stored snapshots (now), against
// the same answers worked out from every transfer, market event and funding on each request (the baseline, as the
// routes did before the stats step), and what the stats step spends rebuilding one collection off the request path.
// Run: npx tsx tests/bench/nft-pages.ts [--collections 4] [--transfers 40000] [--sales 4000] [--rounds 30]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { ZERO_ADDRESS } from "../../shared/addresses";
import type { NftMarketRow, NftRows, NftTransferRow } from "../../workers/db/nft-rows";
import { refreshNftStats } from "../../workers/ingest/nft-stats";
import { nftRangeStatements } from "../../workers/ingest/nft-store";
import { nftCollectionData } from "../../workers/queries/nft-collections";
import { ACTIVITY_SHOWN, collectionSnapshot } from "../../workers/tools/nft/collection-snapshot";
import { nftCollection } from "../../workers/tools/nft/nft-collection";
import { nftCollections } from "../../workers/tools/nft/nft-collections";

const { values } = parseArgs({
  options: {
    collections: { type: "string", default: "4" },
    transfers: { type: "string", default: "40000" },
    sales: { type: "string", default: "4000" },
    rounds: { type: "string", default: "30" },
  },
});
const COLLECTIONS = Number(values.collections);
const TRANSFERS = Number(values.transfers);
const SALES = Number(values.sales);
const ROUNDS = Number(values.rounds);
const SUPPLY = 1000;
const WALLETS = 400;
const NOW = Math.floor(Date.now() / 1000);

const hex40 = (prefix: string, n: number) => `0x${prefix}${n.toString(16).padStart(40 - prefix.length, "0")}`;
const collection = (c: number) => hex40("c011", c);
const wallet = (w: number) => hex40("a", w);

/** Mints of every token, then random moves and sales over the last 8 days, one event a block. */
function syntheticHistory(): NftRows {
  const rows: NftRows = { collections: [], transfers: [], tokens: [], market: [] };
  const owner = new Map<string, string>();
  let block = 1;
  const at = () => NOW - 8 * 86_400 + Math.floor((block / (SUPPLY * COLLECTIONS + TRANSFERS + 2 * SALES)) * 8 * 86_400);
  const move = (c: number, token: number, to: string): NftTransferRow => {
    const key = `${c}:${token}`;
    const from = owner.get(key) ?? ZERO_ADDRESS;
    owner.set(key, to);
    const row = {
      collection: collection(c),
      token_id: String(token),
      block_number: block,
      log_index: 0,
      batch_index: 0,
      block_timestamp: at(),
      transaction_hash: `0x${block.toString(16).padStart(64, "0")}`,
      from_address: from,
      to_address: to,
      amount: "1",
    };
    block++;
    return row;
  };
  for (let c = 0; c < COLLECTIONS; c++) {
    rows.collections.push({ address: collection(c), standard: "erc721", block_number: 1, block_timestamp: NOW - 9 * 86_400 });
    for (let token = 1; token <= SUPPLY; token++) {
      rows.tokens.push({ collection: collection(c), token_id: String(token), block_number: block });
      rows.transfers.push(move(c, token, wallet(token % WALLETS)));
    }
  }
  const market = (kind: "list" | "sale", c: number, token: number, order: number, buyer: string | null): NftMarketRow => ({
    market: hex40("ee", 1),
    block_number: block++,
    log_index: 1,
    block_timestamp: at(),
    transaction_hash: `0x${block.toString(16).padStart(64, "0")}`,
    kind,
    order_id: order,
    collection: collection(c),
    token_id: String(token),
    seller: owner.get(`${c}:${token}`)!,
    buyer,
    amount: "1",
    price_wei: null,
    price: 1 + (order % 50),
    currency: "HYPE",
    royalty: 0,
  });
  for (let i = 0; i < TRANSFERS + SALES; i++) {
    const c = i % COLLECTIONS;
    const token = 1 + ((i * 7919) % SUPPLY);
    const to = wallet((i * 104_729) % WALLETS);
    if (i % Math.ceil((TRANSFERS + SALES) / SALES) === 0) {
      rows.market.push(market("list", c, token, i, null));
      rows.market.push(market("sale", c, token, i, to));
    }
    rows.transfers.push(move(c, token, to));
  }
  return rows;
}

/** The baseline: the answer worked out from the whole history, as a request used to (holdings summed from every transfer). */
async function fromHistory(db: D1Database, address: string) {
  await db
    .prepare(
      `SELECT token_id, holder, SUM(n) AS held FROM (
         SELECT token_id, to_address AS holder, CAST(amount AS INTEGER) AS n FROM nft_transfers WHERE collection = ?1
         UNION ALL SELECT token_id, from_address, -CAST(amount AS INTEGER) FROM nft_transfers WHERE collection = ?1)
       WHERE holder != '${ZERO_ADDRESS}' GROUP BY token_id, holder HAVING held > 0`,
    )
    .bind(address)
    .all();
  const data = await nftCollectionData(db, address, ACTIVITY_SHOWN);
  return collectionSnapshot(data!, NOW);
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const line = (name: string, ms: number[]) =>
  console.log(`${name.padEnd(44)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)}`);

const dir = mkdtempSync(join(tmpdir(), "lqscan-nft-bench-"));
try {
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir, "-c", "wrangler.toml"], { stdio: "ignore" });
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: join(dir, "v3") } });
  try {
    const db = proxy.env.DB;
    const history = syntheticHistory();
    await db.batch(nftRangeStatements(db, history));
    await db.prepare("UPDATE nft_collections SET checked = 1").run();
    const first = collection(0);
    const rebuild = performance.now();
    while ((await refreshNftStats(db, NOW)) > 0);
    const rebuildMs = (performance.now() - rebuild) / COLLECTIONS;
    console.log(`${COLLECTIONS} collections of ${SUPPLY} tokens, ${history.transfers.length} transfers, ${SALES} sales; ${ROUNDS} requests each (ms)`);
    console.log(`${"".padEnd(44)} ${"p50".padStart(8)} ${"p99".padStart(8)}`);
    const query = { sort: "volume7d", order: "desc", includeWash: false } as const;
    line("list, from stored snapshots (now)", await timed(() => nftCollections(db, query)));
    line("list, from the whole history (baseline)", await timed(() => Promise.all(history.collections.map((c) => fromHistory(db, c.address)))));
    line("one collection, stored snapshot (now)", await timed(() => nftCollection(db, first, { includeWash: false, traits: [], itemSort: "id" })));
    line("one collection, whole history (baseline)", await timed(() => fromHistory(db, first)));
    console.log(`stats step, rebuilding one collection off the request path: ${rebuildMs.toFixed(0)} ms`);
  } finally {
    await proxy.dispose();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
