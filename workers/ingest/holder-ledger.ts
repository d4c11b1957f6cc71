import { parseUnits } from "viem";
import { ZERO_ADDRESS } from "../../shared/addresses";
import { displaysToken0 } from "../../shared/pair-sides";
import { HOLDER_COLUMNS, type HolderRow } from "../db/holder-balances";
import type { EventRow, SwapRow } from "../db/rows";
import type { PairInfo } from "./decode/decode-state";

export type JournalRow = { token_address: string; holder_address: string; block_number: number; before: string | null };

export type RealizedTradeRow = {
  trader_address: string;
  block_number: number;
  log_index: number;
  pair_address: string;
  block_timestamp: number;
  token_address: string;
  realized_pnl_usd: number;
};

export type LedgerInput = {
  /** The range's events; its `t` events are transfers of tracked tokens. */
  events: EventRow[];
  swaps: SwapRow[];
  pairs: Map<string, PairInfo>;
  tracked: Set<string>;
  decimals: (token: string) => number;
  /** Launchpads and pairs: a transfer to or from one is a trade's or a pool's leg, not a gift. */
  markets: Set<string>;
};

export type LedgerOutput = { holders: HolderRow[]; journal: JournalRow[]; realized: RealizedTradeRow[] };

export const holderKey = (token: string, holder: string) => `${token}:${holder}`;

type Step = { kind: "transfer"; row: EventRow } | { kind: "swap"; row: SwapRow; token: string };

/** The range's ledger steps in chain order: transfers of tracked tokens and swaps that trade one. */
function steps(input: LedgerInput): Step[] {
  const list: Step[] = input.events.filter((row) => row.event_type === "t").map((row) => ({ kind: "transfer", row }));
  for (const row of input.swaps) {
    const pair = input.pairs.get(row.pair_address);
    if (pair === undefined) continue;
    const token = displaysToken0(pair.token0, pair.token1) ? pair.token0 : pair.token1;
    if (input.tracked.has(token)) list.push({ kind: "swap", row, token });
  }
  return list.sort((a, b) => a.row.block_number - b.row.block_number || a.row.log_index - b.row.log_index);
}

/** The (token, holder) keys the range touches, to load their stored rows first. */
export function ledgerKeys(input: LedgerInput): [string, string][] {
  const keys = new Map<string, [string, string]>();
  const add = (token: string, holder: string | null) => {
    if (holder !== null && holder !== ZERO_ADDRESS) keys.set(holderKey(token, holder), [token, holder]);
  };
  for (const step of steps(input)) {
    if (step.kind === "transfer") {
      add(step.row.contract_address, step.row.from_address);
      add(step.row.contract_address, step.row.to_address);
    } else add(step.token, step.row.trader_address);
  }
  return [...keys.values()];
}

function emptyRow(token: string, holder: string, block: number): HolderRow {
  return {
    token_address: token,
    holder_address: holder,
    raw_balance: "0",
    total_bought: 0,
    total_sold: 0,
    bought_usd: 0,
    sold_usd: 0,
    bought_mcap_tokens: 0,
    sold_mcap_tokens: 0,
    trade_count: 0,
    cost_tokens: 0,
    cost_usd: 0,
    realized_pnl_usd: 0,
    block_number: block,
  };
}

/**
 * Applies a range's transfers and swaps, in chain order, to the stored rows of the holders they
 * touch. Average cost: a buy adds its tokens and USD cost to the position; a sell or a transfer out
 * removes tokens at the position's average cost (a sell realizes its proceeds less that cost); a
 * transfer in adds tokens at no cost. Transfers with a market (launchpad, pair) are the legs of
 * trades and liquidity moves: they change balances, not positions. Each holder's row as it was
 * before each block that changed it goes to the journal, so a reorg can restore it.
 */
export function applyLedger(input: LedgerInput, stored: Map<string, HolderRow>): LedgerOutput {
  const rows = new Map<string, HolderRow>();
  const journalled = new Set<string>();
  const journal: JournalRow[] = [];
  const realized: RealizedTradeRow[] = [];

  function touch(token: string, holder: string, block: number): HolderRow {
    const key = holderKey(token, holder);
    const current = rows.get(key) ?? stored.get(key) ?? null;
    if (!journalled.has(`${key}:${block}`)) {
      journalled.add(`${key}:${block}`);
      const before = current === null ? null : JSON.stringify(HOLDER_COLUMNS.map((column) => current[column]));
      journal.push({ token_address: token, holder_address: holder, block_number: block, before });
    }
    const row = { ...(current ?? emptyRow(token, holder, block)), block_number: block };
    rows.set(key, row);
    return row;
  }

  /** Takes `tokens` out of the position at its average cost; answers that cost. */
  function removeAtCost(row: HolderRow, tokens: number): number {
    const removed = Math.min(tokens, row.cost_tokens);
    const cost = row.cost_tokens === 0 ? 0 : (row.cost_usd * removed) / row.cost_tokens;
    row.cost_tokens -= removed;
    row.cost_usd -= cost;
    // The last tokens out take the rest of the cost with them (no float residue on an empty position).
    if (row.cost_tokens === 0) row.cost_usd = 0;
    return cost;
  }

  for (const step of steps(input)) {
    const block = step.row.block_number;
    if (step.kind === "transfer") {
      const { contract_address: token, from_address: from, to_address: to, amount_in: amount } = step.row;
      if (from === null || to === null || amount === null) continue;
      const raw = parseUnits(amount, input.decimals(token));
      const gift = !input.markets.has(from) && !input.markets.has(to);
      const tokens = Number(amount);
      if (from !== ZERO_ADDRESS) {
        const sender = touch(token, from, block);
        sender.raw_balance = String(BigInt(sender.raw_balance) - raw);
        if (gift) removeAtCost(sender, tokens);
      }
      if (to !== ZERO_ADDRESS) {
        const receiver = touch(token, to, block);
        receiver.raw_balance = String(BigInt(receiver.raw_balance) + raw);
        if (gift) receiver.cost_tokens += tokens;
      }
      continue;
    }
    const { row: swap, token } = step;
    const pair = input.pairs.get(swap.pair_address)!;
    const tokens = displaysToken0(pair.token0, pair.token1) ? swap.volume_token0 : swap.volume_token1;
    // Without HYPE's USD price yet (no reference-pool trade indexed), a trade counts at $0.
    const usd = swap.volume_usd ?? 0;
    const mcapTokens = (swap.mcap_usd ?? 0) * tokens;
    const trader = touch(token, swap.trader_address, block);
    trader.trade_count += 1;
    if (swap.is_buy === 1) {
      trader.total_bought += tokens;
      trader.bought_usd += usd;
      trader.bought_mcap_tokens += mcapTokens;
      trader.cost_tokens += tokens;
      trader.cost_usd += usd;
      continue;
    }
    trader.total_sold += tokens;
    trader.sold_usd += usd;
    trader.sold_mcap_tokens += mcapTokens;
    const pnl = usd - removeAtCost(trader, tokens);
    trader.realized_pnl_usd += pnl;
    realized.push({
      trader_address: swap.trader_address,
      block_number: block,
      log_index: swap.log_index,
      pair_address: swap.pair_address,
      block_timestamp: swap.block_timestamp,
      token_address: token,
      realized_pnl_usd: pnl,
    });
  }
  return { holders: [...rows.values()], journal, realized };
}
