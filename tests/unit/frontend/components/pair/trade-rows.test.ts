import { describe, expect, it } from "vitest";
import { TRADES_SHOWN_MAX, tradedAmount, tradeRows } from "../../../../../frontend/components/pair/trade-rows";
import { type ActivityItem, type SwapActivity, swapActivitySchema } from "../../../../../shared/schemas/activity";

const TOKEN = "0xa90167157dfbcf6bde9ef83c0073ef03d1b62eee";
const ALICE = "0x90468563edb7b397e97ff1551a3faad1794036d8";
const BOB = "0xf21e000000000000000000000000000000000698";

function swap(block: number, isBuy: boolean, trader = ALICE): SwapActivity {
  const hash = `0x${block.toString(16).padStart(64, "0")}`;
  return swapActivitySchema.parse({
    kind: "swap",
    id: `${hash}-0`,
    transactionHash: hash,
    logIndex: 0,
    blockNumber: block,
    blockTimestamp: 1_795_431_000 + block,
    pairAddress: TOKEN,
    protocol: "liquidlaunch",
    createdAt: "2026-11-23T10:56:03.856Z",
    updatedAt: "2026-11-23T10:56:03.856Z",
    traderAddress: trader,
    token0Address: TOKEN,
    token1Address: "0x5555555555555555555555555555555555555555",
    token0Symbol: "KALO",
    token1Symbol: "WHYPE",
    amount0In: isBuy ? "0" : "2246636.676687",
    amount1In: isBuy ? "0.95" : "0",
    amount0Out: isBuy ? "2246636.676687" : "0",
    amount1Out: isBuy ? "0" : "0.95",
    price0In1: "4.2567395109021177e-7",
    price1In0: "2349215.866836242",
    priceUsd: "0.000016175610141428046",
    volumeToken0: "2246636.676687",
    volumeToken1: "0.95",
    volumeUsd: "36.34",
    priceImpactPercent: 0.5,
    reserve0After: null,
    reserve1After: null,
    liquidityAfter: null,
    sqrtPriceX96After: null,
    isBuy,
    mcapUsd: "16175.61",
  });
}

const all = { side: "all", trader: null } as const;

describe("tradeRows", () => {
  it("puts the feed's trades on top of the fetched ones, newest first, each trade once", () => {
    const fetched: ActivityItem[] = [swap(11, true), swap(10, false)];
    const live = [swap(13, false), swap(12, true), swap(11, true)];
    expect(tradeRows(live, fetched, all).map((trade) => trade.blockNumber)).toEqual([13, 12, 11, 10]);
  });

  it("shows only the feed's trades that match the side and trader filters", () => {
    const live = [swap(14, true, BOB), swap(13, false), swap(12, true)];
    expect(tradeRows(live, [], { side: "buys", trader: null }).map((t) => t.blockNumber)).toEqual([14, 12]);
    expect(tradeRows(live, [], { side: "sells", trader: null }).map((t) => t.blockNumber)).toEqual([13]);
    expect(tradeRows(live, [], { side: "all", trader: BOB.toUpperCase().replace("0X", "0x") }).map((t) => t.blockNumber)).toEqual([14]);
  });

  it("keeps at most the newest 200 trades", () => {
    const live = Array.from({ length: TRADES_SHOWN_MAX + 5 }, (_, index) => swap(index + 1, true));
    const rows = tradeRows(live, [], all);
    expect(rows).toHaveLength(TRADES_SHOWN_MAX);
    expect(rows[0]?.blockNumber).toBe(TRADES_SHOWN_MAX + 5);
  });
});

describe("tradedAmount", () => {
  it("is the displayed token's side of the trade", () => {
    expect(tradedAmount(swap(1, true), TOKEN)).toBe(2246636.676687);
    expect(tradedAmount(swap(1, true), "0x5555555555555555555555555555555555555555")).toBe(0.95);
  });
});
