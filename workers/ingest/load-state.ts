import { type Log, parseUnits } from "viem";
import { LAUNCHPAD_TOKEN_DECIMALS } from "../../shared/launchpad-curve";
import type { ChainReader, TokenFacts } from "../chain/chain-reader";
import type { Watched } from "../chain/watched";
import { latestReservesSql } from "../db/market-reserves";
import { decodeLog } from "./decode/decode-log";
import type { DecodeState, PairInfo } from "./decode/decode-state";

type PairJoin = {
  id: number;
  address: string;
  protocol: PairInfo["protocol"];
  token0: string;
  token1: string;
  d0: number;
  d1: number;
  c0: string | null;
  c1: string | null;
};

/** Launchpad tokens: their transfers are read with each range. */
export async function trackedTokens(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT address FROM tokens WHERE token_type = 'launchpad'").all<{ address: string }>();
  return results.map((row) => row.address);
}

/**
 * What decoding a range needs beyond its logs: the known pairs its logs touch with their tokens'
 * decimals and supplies, HYPE's latest USD price, each touched V3 pool's last price, and the facts
 * of tokens that new pairs bring (read from the chain as it is now: no archive node needed).
 */
export async function loadDecodeState(
  db: D1Database,
  reader: ChainReader,
  watched: Watched,
  launchpadTokens: { tracked: string[]; created: string[] },
  logs: Log[],
): Promise<DecodeState> {
  // Pools are known by their own address; launchpad curves by their token (the launchpad's topic 1).
  const addresses = [
    ...new Set(
      logs.map((log) => {
        const address = log.address.toLowerCase();
        return address === watched.launchpad && log.topics[1] !== undefined ? `0x${log.topics[1].slice(26)}` : address;
      }),
    ),
  ];
  const newPairTokens = new Set<string>();
  for (const log of logs) {
    const address = log.address.toLowerCase();
    if (address !== watched.v2Factory && address !== watched.v3Factory) continue;
    const decoded = decodeLog(log);
    if (decoded?.eventName !== "PairCreated" && decoded?.eventName !== "PoolCreated") continue;
    newPairTokens.add(String(decoded.args.token0).toLowerCase());
    newPairTokens.add(String(decoded.args.token1).toLowerCase());
  }
  const [pairs, tokens, hype, lastPairId] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.address, p.protocol, p.token0_address AS token0, p.token1_address AS token1, t0.decimals AS d0, t1.decimals AS d1,
           t0.circulating_supply AS c0, t1.circulating_supply AS c1
         FROM pairs p JOIN tokens t0 ON t0.address = p.token0_address JOIN tokens t1 ON t1.address = p.token1_address
         WHERE p.address IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(addresses)),
    db.prepare("SELECT address, decimals FROM tokens WHERE address IN (SELECT value FROM json_each(?1))").bind(JSON.stringify([...newPairTokens])),
    db.prepare("SELECT price_usd FROM hype_prices ORDER BY block_number DESC, log_index DESC LIMIT 1"),
    db.prepare("SELECT coalesce(max(id), 0) AS id FROM pairs"),
  ]);
  const state: DecodeState = {
    pairs: new Map(),
    nextPairId: (lastPairId!.results[0] as { id: number }).id + 1,
    // A new token's mint precedes its TokenCreated log: it is tracked, with its decimals, from the start.
    decimals: new Map(launchpadTokens.created.map((token) => [token, LAUNCHPAD_TOKEN_DECIMALS])),
    newTokenFacts: new Map(),
    tracked: new Set([...launchpadTokens.tracked, ...launchpadTokens.created]),
    hypeUsd: (hype!.results[0] as { price_usd: number } | undefined)?.price_usd ?? null,
    circulating: new Map(),
    lastSqrtPriceX96: new Map(),
    poolBalances: new Map(),
  };
  const v3Pools: string[] = [];
  for (const pair of pairs!.results as PairJoin[]) {
    state.pairs.set(pair.address, { id: pair.id, address: pair.address, protocol: pair.protocol, token0: pair.token0, token1: pair.token1 });
    state.decimals.set(pair.token0, pair.d0);
    state.decimals.set(pair.token1, pair.d1);
    if (pair.c0 !== null) state.circulating.set(pair.token0, Number(pair.c0));
    if (pair.c1 !== null) state.circulating.set(pair.token1, Number(pair.c1));
    if (pair.protocol === "hyperswap-v3") v3Pools.push(pair.address);
  }
  for (const token of tokens!.results as { address: string; decimals: number }[]) state.decimals.set(token.address, token.decimals);
  const unknown = [...newPairTokens].filter((token) => !state.decimals.has(token));
  const facts = await Promise.all(unknown.map((token) => reader.token(token as `0x${string}`)));
  for (const [index, token] of unknown.entries()) state.newTokenFacts.set(token, facts[index] as TokenFacts);
  if (v3Pools.length > 0) await loadPoolStates(db, state, v3Pools);
  return state;
}

/** Each V3 pool's last price and balances, which its next swaps and liquidity events move on from. */
async function loadPoolStates(db: D1Database, state: DecodeState, pools: string[]): Promise<void> {
  const latest = await db.batch(
    pools.map((pool) =>
      db
        .prepare(
          `SELECT (SELECT sqrt_price_x96_after FROM swaps WHERE pair_address = ?1 ORDER BY block_number DESC, log_index DESC LIMIT 1) AS sqrt,
             ${latestReservesSql("p.id", "p.address")} AS reserves
           FROM pairs p WHERE p.address = ?1`,
        )
        .bind(pool),
    ),
  );
  for (const [index, pool] of pools.entries()) {
    const row = latest[index]!.results[0] as { sqrt: string | null; reserves: string | null };
    if (row.sqrt) state.lastSqrtPriceX96.set(pool, BigInt(row.sqrt));
    if (row.reserves === null) continue;
    const { token0, token1 } = state.pairs.get(pool)!;
    const [reserve0, reserve1] = JSON.parse(row.reserves) as [string, string];
    state.poolBalances.set(pool, {
      reserve0: parseUnits(reserve0, state.decimals.get(token0)!),
      reserve1: parseUnits(reserve1, state.decimals.get(token1)!),
    });
  }
}
