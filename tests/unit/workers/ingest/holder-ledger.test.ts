import { describe, expect, it } from "vitest";
import { WHYPE_ADDRESS, ZERO_ADDRESS } from "../../../../shared/addresses";
import type { HolderRow } from "../../../../workers/db/holder-balances";
import type { EventRow, SwapRow } from "../../../../workers/db/rows";
import { applyLedger, type LedgerInput, ledgerKeys } from "../../../../workers/ingest/holder-ledger";

// The average-cost ledger on a hand-worked scenario, in numbers chosen to be exact in binary floats.
const TOKEN = "0x00000000000000000000000000000000000000a0";
const LAUNCHPAD = "0x00000000000000000000000000000000000000b0";
const ALICE = "0x00000000000000000000000000000000000000a1";
const BOB = "0x00000000000000000000000000000000000000a2";

let logIndex = 0;
const at = (block: number) => ({ block_number: block, block_timestamp: 1_700_000_000 + block, log_index: logIndex++, transaction_hash: "0x" });

function transfer(block: number, from: string, to: string, tokens: string): EventRow {
  return {
    ...at(block),
    pair_address: TOKEN,
    contract_address: TOKEN,
    event_type: "t",
    trader_address: from,
    from_address: from,
    to_address: to,
    token_in_address: TOKEN,
    token_out_address: null,
    amount_in: tokens,
    amount_out: null,
    reserve0_after: null,
    reserve1_after: null,
    liquidity_after: null,
    price_per_token: null,
  };
}

/** A curve trade of `tokens` for `usd`, its transfer leg first as on the chain. */
function trade(block: number, trader: string, isBuy: boolean, tokens: number, usd: number, mcap: number): { leg: EventRow; swap: SwapRow } {
  const leg = isBuy ? transfer(block, LAUNCHPAD, trader, String(tokens)) : transfer(block, trader, LAUNCHPAD, String(tokens));
  const swap: SwapRow = {
    ...at(block),
    pair_address: TOKEN,
    trader_address: trader,
    amount0_in: "0",
    amount1_in: "0",
    amount0_out: "0",
    amount1_out: "0",
    price0_in1: 0,
    price1_in0: 0,
    price_usd: usd / tokens,
    volume_token0: tokens,
    volume_token1: 0,
    volume_usd: usd,
    price_impact_percent: null,
    reserve0_after: null,
    reserve1_after: null,
    liquidity_after: null,
    sqrt_price_x96_after: null,
    is_buy: isBuy ? 1 : 0,
    mcap_usd: mcap,
  };
  return { leg, swap };
}

function input(events: EventRow[], swaps: SwapRow[]): LedgerInput {
  return {
    events,
    swaps,
    pairs: new Map([[TOKEN, { id: 1, address: TOKEN, protocol: "liquidlaunch", token0: TOKEN, token1: WHYPE_ADDRESS }]]),
    tracked: new Set([TOKEN]),
    decimals: () => 6,
    markets: new Set([LAUNCHPAD]),
  };
}

describe("holder ledger (average cost)", () => {
  // Alice buys 100 at $1 and 100 at $3 (average $2), sells 50 for $200 (realizes 200 - 50 × 2 = 100),
  // then gives Bob 50 (they leave at the $2 average: no PnL). She keeps 100 tokens costing $200.
  const mint = transfer(1, ZERO_ADDRESS, LAUNCHPAD, "1000");
  const buy1 = trade(2, ALICE, true, 100, 100, 1000);
  const buy2 = trade(3, ALICE, true, 100, 300, 3000);
  const sell = trade(4, ALICE, false, 50, 200, 4000);
  const gift = transfer(5, ALICE, BOB, "50");
  const events = [mint, buy1.leg, buy2.leg, sell.leg, gift];
  const swaps = [buy1.swap, buy2.swap, sell.swap];
  const out = applyLedger(input(events, swaps), new Map());
  const row = (holder: string) => out.holders.find((entry) => entry.holder_address === holder)!;

  it("keeps exact balances from transfers; the zero address is never a holder", () => {
    expect(row(ALICE).raw_balance).toBe("100000000");
    expect(row(BOB).raw_balance).toBe("50000000");
    expect(row(LAUNCHPAD).raw_balance).toBe(String(1000_000000 - 200_000000 + 50_000000));
    expect(out.holders.some((entry) => entry.holder_address === ZERO_ADDRESS)).toBe(false);
    expect(ledgerKeys(input(events, swaps)).some(([, holder]) => holder === ZERO_ADDRESS)).toBe(false);
  });

  it("buy, buy, partial sell, transfer out: totals, average cost and realized PnL", () => {
    expect(row(ALICE)).toMatchObject({
      total_bought: 200,
      total_sold: 50,
      bought_usd: 400,
      sold_usd: 200,
      bought_mcap_tokens: 100 * 1000 + 100 * 3000,
      sold_mcap_tokens: 50 * 4000,
      trade_count: 3,
      cost_tokens: 100,
      cost_usd: 200,
      realized_pnl_usd: 100,
      block_number: 5,
    });
    expect(out.realized).toEqual([
      {
        trader_address: ALICE,
        block_number: 4,
        log_index: sell.swap.log_index,
        pair_address: TOKEN,
        block_timestamp: 1_700_000_004,
        token_address: TOKEN,
        realized_pnl_usd: 100,
      },
    ]);
    // Bob's gift came at no cost: selling it would be all profit.
    expect(row(BOB)).toMatchObject({ cost_tokens: 50, cost_usd: 0, trade_count: 0 });
  });

  it("journals each holder's row as it was before each block that changed it", () => {
    const alice = out.journal.filter((entry) => entry.holder_address === ALICE);
    expect(alice.map((entry) => entry.block_number)).toEqual([2, 3, 4, 5]);
    expect(alice[0]!.before).toBeNull();
    const beforeGift = JSON.parse(alice[3]!.before!) as unknown[];
    expect(beforeGift.slice(0, 3)).toEqual([TOKEN, ALICE, "150000000"]);
  });

  it("continues from stored rows: a later range sells the rest at the same average", () => {
    const stored = new Map<string, HolderRow>([[`${TOKEN}:${ALICE}`, row(ALICE)]]);
    const rest = trade(6, ALICE, false, 100, 150, 1500);
    const next = applyLedger(input([rest.leg], [rest.swap]), stored);
    const alice = next.holders.find((entry) => entry.holder_address === ALICE)!;
    expect(alice).toMatchObject({ raw_balance: "0", cost_tokens: 0, cost_usd: 0, realized_pnl_usd: 100 + (150 - 200), trade_count: 4 });
    expect(next.journal.find((entry) => entry.holder_address === ALICE)!.before).toBe(JSON.stringify(Object.values(row(ALICE))));
  });
});
