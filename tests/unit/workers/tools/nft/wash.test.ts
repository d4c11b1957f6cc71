import { describe, expect, it } from "vitest";
import type { NftMarketRow } from "../../../../../workers/db/nft-rows";
import { flagWashSales } from "../../../../../workers/tools/nft/wash";

const DAY = 86_400;
let position = 0;
function sale(seller: string, buyer: string, tokenId: string, price: number, at: number, collection = "0xc0"): NftMarketRow {
  position++;
  return {
    market: "0xm",
    block_number: position,
    log_index: 0,
    block_timestamp: at,
    transaction_hash: `0x${position}`,
    kind: "sale",
    order_id: position,
    collection,
    token_id: tokenId,
    seller,
    buyer,
    amount: "1",
    price_wei: null,
    price,
    currency: "HYPE",
    royalty: 0,
  };
}

describe("wash-trade flags", () => {
  it("flags a self-trade, a funded buyer and a token sent back within the window, and leaves honest sales alone", () => {
    const now = 20 * DAY;
    const events = [
      // A token sold back 8.5 days later: outside the 7-day window, so both sales are honest.
      sale("0xf", "0x1", "4", 7, now - 9.5 * DAY),
      sale("0xd", "0xe", "3", 20, now - 3 * DAY),
      sale("0xb", "0xc", "2", 10, now - 2 * DAY),
      sale("0xe", "0xd", "3", 21, now - 2 * DAY),
      sale("0xa", "0xa", "1", 5, now - DAY),
      sale("0x1", "0xf", "4", 8, now - DAY),
    ];
    const flagged = flagWashSales(events, [{ seller: "0xb", buyer: "0xc", block_number: 0, log_index: 0 }]);
    expect(flagged.map((row) => row.washReasons)).toEqual([[], ["back-and-forth"], ["funded-by-seller"], ["back-and-forth"], ["self-trade"], []]);
  });

  it("flags the third sale between two wallets within the window, and all three", () => {
    const events = [sale("0xa", "0xb", "1", 1, 100), sale("0xa", "0xb", "2", 1, 200), sale("0xb", "0xa", "3", 1, 300)];
    expect(flagWashSales(events, []).map((row) => row.washReasons)).toEqual([["repeated-pair"], ["repeated-pair"], ["repeated-pair"]]);
  });

  it("does not count funding sent after the sale", () => {
    const events = [sale("0xb", "0xc", "1", 1, 100)];
    const after = { seller: "0xb", buyer: "0xc", block_number: events[0]!.block_number + 1, log_index: 0 };
    expect(flagWashSales(events, [after])[0]!.washReasons).toEqual([]);
  });
});
