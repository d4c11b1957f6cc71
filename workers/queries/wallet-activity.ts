import { formatUnits } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { displaysToken0 } from "../../shared/pair-sides";
import type { WalletActivityItem, WalletActivityResponse } from "../../shared/schemas/wallet-activity";
import type { SwapRow, WalletTransferRow } from "../db/rows";
import { recentSwapHashesOfTraderSql } from "../stores/swap-sql";
import * as swaps from "../stores/swaps";
import { type PairMeta, pairMetas } from "./pair-meta";

/** A page's start: rows strictly before this block and position in it. */
export type ActivityCursor = swaps.SwapCursor;

type TradeRow = Pick<
  SwapRow,
  | "pair_address"
  | "block_number"
  | "block_timestamp"
  | "log_index"
  | "transaction_hash"
  | "amount0_in"
  | "amount1_in"
  | "amount0_out"
  | "amount1_out"
  | "is_buy"
  | "volume_usd"
>;
type TransferRow = Omit<WalletTransferRow, "wallet_address"> & { symbol: string | null; decimals: number | null };
type Row = ({ kind: "trade" } & TradeRow) | ({ kind: "transfer" } & TransferRow);

const NO_CURSOR: ActivityCursor = { block: Number.MAX_SAFE_INTEGER, position: Number.MAX_SAFE_INTEGER };

// ?1 wallet, ?2 and ?3 the cursor, ?4 how many; ?5 the hashes of the page's trades (their transfers are the trade too).
const TRANSFERS_SQL = `SELECT w.block_number, w.position, w.block_timestamp, w.transaction_hash, w.token_address, w.from_address, w.to_address,
    w.amount, w.succeeded, t.symbol, t.decimals
  FROM wallet_transfers w LEFT JOIN tokens t ON t.address = w.token_address
  WHERE w.wallet_address = ?1 AND (w.block_number, w.position) < (?2, ?3)
    AND w.transaction_hash NOT IN (${recentSwapHashesOfTraderSql("?1")} UNION ALL SELECT value FROM json_each(?5))
  ORDER BY w.block_number DESC, w.position DESC LIMIT ?4`;

const positionOf = (row: Row) => (row.kind === "trade" ? row.log_index : row.position);
const newestFirst = (a: Row, b: Row) => b.block_number - a.block_number || positionOf(b) - positionOf(a);

/**
 * One page of the wallet's activity, newest first: its trades and the HYPE and
 * token transfers the index recorded for it, a transfer inside one of its trades shown as the trade.
 */
export async function walletActivity(env: swaps.SwapsEnv, wallet: string, limit: number, before: ActivityCursor = NO_CURSOR): Promise<WalletActivityResponse> {
  const trades = await swaps.ofTrader(env, wallet, before, limit + 1);
  const tradeHashes = JSON.stringify(trades.map((swap) => swap.transaction_hash));
  const transfers = await env.DB.prepare(TRANSFERS_SQL)
    .bind(wallet, before.block, before.position, limit + 1, tradeHashes)
    .all<TransferRow>();
  const rows: Row[] = [
    ...trades.map((row) => ({ kind: "trade" as const, ...row })),
    ...transfers.results.map((row) => ({ kind: "transfer" as const, ...row })),
  ].sort(newestFirst);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const metas = await pairMetas(env.DB, [...new Set(page.flatMap((row) => (row.kind === "trade" ? [row.pair_address] : [])))]);
  return {
    walletAddress: wallet,
    activity: page.flatMap((row) => {
      if (row.kind === "transfer") return [transferItem(row, wallet)];
      const pair = metas.get(row.pair_address);
      return pair === undefined ? [] : [tradeItem(row, pair)];
    }),
    nextCursor: rows.length > limit && last !== undefined ? `${last.block_number}:${positionOf(last)}` : null,
  };
}

function tradeItem(row: TradeRow, pair: PairMeta): WalletActivityItem {
  const token0 = displaysToken0(pair.token0_address, pair.token1_address);
  const [tokenIn, tokenOut, quoteIn, quoteOut] = token0
    ? [row.amount0_in, row.amount0_out, row.amount1_in, row.amount1_out]
    : [row.amount1_in, row.amount1_out, row.amount0_in, row.amount0_out];
  const quoteAddress = token0 ? pair.token1_address : pair.token0_address;
  const buy = row.is_buy === 1;
  return {
    kind: "trade",
    id: `${row.block_number}:${row.log_index}`,
    transactionHash: row.transaction_hash,
    blockNumber: row.block_number,
    timestamp: row.block_timestamp,
    status: "success",
    side: buy ? "buy" : "sell",
    pairAddress: row.pair_address,
    protocol: pair.protocol,
    tokenAddress: token0 ? pair.token0_address : pair.token1_address,
    tokenSymbol: token0 ? pair.t0_symbol : pair.t1_symbol,
    tokenAmount: buy ? tokenOut : tokenIn,
    quoteAddress,
    // Trades in WHYPE markets pay or receive HYPE itself (the curve and the router wrap it).
    quoteSymbol: quoteAddress === WHYPE_ADDRESS ? "HYPE" : token0 ? pair.t1_symbol : pair.t0_symbol,
    quoteAmount: buy ? quoteIn : quoteOut,
    volumeUsd: row.volume_usd,
  };
}

function transferItem(row: TransferRow, wallet: string): WalletActivityItem {
  const sent = row.from_address === wallet;
  const decimals = row.token_address === null ? 18 : row.decimals;
  return {
    kind: sent ? "sent" : "received",
    id: `${row.block_number}:${row.position}`,
    transactionHash: row.transaction_hash,
    blockNumber: row.block_number,
    timestamp: row.block_timestamp,
    status: row.succeeded === 1 ? "success" : "failed",
    tokenAddress: row.token_address,
    symbol: row.token_address === null ? "HYPE" : row.symbol,
    amount: decimals === null ? null : formatUnits(BigInt(row.amount), decimals),
    rawAmount: row.amount,
    counterparty: sent ? row.to_address : row.from_address,
  };
}
