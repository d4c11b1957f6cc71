import type { Hash, PublicClient } from "viem";
import { displaysToken0 } from "../../shared/pair-sides";
import type { ScanResponse } from "../../shared/schemas/scan";
import { SCAN_SWAPS_MAX } from "../../shared/schemas/scan";
import { chainClient } from "../chain/chain-client";
import { chainConfigFor } from "../chain/chain-config";
import { swapActivity } from "../queries/activity-items";
import { pairMetas } from "../queries/pair-meta";
import { portfolioTokens } from "../queries/portfolio-tokens";
import { type ScanTokenRow, scanRecords, transactionSwaps } from "../queries/scan";
import * as swaps from "../stores/swaps";

// GET /indexer/scan: what an address or a transaction hash is, from the index first and the chain second.

const EVERY_SWAP: Omit<swaps.PairSwapFilter, "limit"> = { trader: null, after: 0, before: Number.MAX_SAFE_INTEGER, isBuy: null };

const EMPTY = { token: null, launch: false, pair: null, transaction: null, swaps: [], tokens: [] } satisfies Omit<ScanResponse, "query" | "kind">;

const tokenFacts = (row: ScanTokenRow) => ({ address: row.address, symbol: row.symbol, name: row.name, marketAddress: row.market_address });

/** The swaps as the activity API shows them (a swap whose market the index lost is left out). */
async function activityOf(env: Env, stored: swaps.StoredSwap[]): Promise<ScanResponse["swaps"]> {
  const metas = await pairMetas(env.DB, [...new Set(stored.map((swap) => swap.pair_address))]);
  return stored.flatMap((swap) => {
    const pair = metas.get(swap.pair_address);
    return pair === undefined ? [] : [swapActivity(swap, pair)];
  });
}

async function scanTransaction(env: Env, client: PublicClient, hash: string): Promise<ScanResponse> {
  const receipt = await client.getTransactionReceipt({ hash: hash as Hash }).catch(() => null);
  if (receipt === null) return { query: hash, kind: "unknown", ...EMPTY };
  const block = Number(receipt.blockNumber);
  const emitters = [...new Set(receipt.logs.map((log) => log.address.toLowerCase()))];
  return {
    query: hash,
    kind: "transaction",
    ...EMPTY,
    transaction: { hash, blockNumber: block, from: receipt.from.toLowerCase(), to: receipt.to?.toLowerCase() ?? null, status: receipt.status },
    swaps: await activityOf(env, await transactionSwaps(env.DB, hash, block, emitters)),
  };
}

async function scanAddress(env: Env, client: PublicClient, address: string): Promise<ScanResponse> {
  const { token, pair, seenAsWallet } = await scanRecords(env.DB, address);
  const newest = (market: string) => swaps.ofPair(env, market, { ...EVERY_SWAP, limit: SCAN_SWAPS_MAX });
  if (token !== null)
    return {
      query: address,
      kind: "token",
      ...EMPTY,
      token: tokenFacts(token),
      launch: token.launch === 1,
      swaps: await activityOf(env, await newest(token.market_address)),
    };
  if (pair !== null) {
    const token0 = displaysToken0(pair.token0_address, pair.token1_address);
    const shown = token0
      ? { address: pair.token0_address, symbol: pair.t0_symbol, name: pair.t0_name }
      : { address: pair.token1_address, symbol: pair.t1_symbol, name: pair.t1_name };
    return {
      query: address,
      kind: "pair",
      ...EMPTY,
      token: { ...shown, marketAddress: pair.address },
      pair: { address: pair.address, protocol: pair.protocol, token0Symbol: pair.t0_symbol, token1Symbol: pair.t1_symbol },
      swaps: await activityOf(env, await newest(pair.address)),
    };
  }
  // A contract (it has code) can hold tokens too: the launchpad holds its curves'.
  const at = address as `0x${string}`;
  const code = await client.getCode({ address: at }).catch(() => undefined);
  const kind = code !== undefined && code !== "0x" ? "contract" : "wallet";
  if (seenAsWallet) {
    const [trades, tokens] = await Promise.all([swaps.ofTrader(env, address, undefined, SCAN_SWAPS_MAX), portfolioTokens(env.DB, address)]);
    return { query: address, kind, ...EMPTY, swaps: await activityOf(env, trades), tokens: tokens.map(tokenFacts) };
  }
  if (kind === "contract") return { query: address, kind, ...EMPTY };
  // The index never saw it: a wallet the chain saw used, or nothing anyone knows.
  const [nonce, balance] = await Promise.all([client.getTransactionCount({ address: at }).catch(() => 0), client.getBalance({ address: at }).catch(() => 0n)]);
  return { query: address, kind: nonce > 0 || balance > 0n ? "wallet" : "unknown", ...EMPTY };
}

/** What `query` (an address or a transaction hash) is, with its trades and, for a wallet, its tokens. */
export function scan(env: Env, query: string): Promise<ScanResponse> {
  const client = chainClient(chainConfigFor(env).rpcUrl);
  const lower = query.toLowerCase();
  return lower.length === 66 ? scanTransaction(env, client, lower) : scanAddress(env, client, lower);
}
