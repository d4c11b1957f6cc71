import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SwapRow } from "../../../workers/db/rows";
import { assignTraderIds, type NewTrader } from "../../../workers/ingest/trader-ids";

// Swaps store their trader as an id; a wrong id would file a trade under another trader.

const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const swapsOf = (traders: number[]) => traders.map((trader) => ({ trader_address: address(trader) }) as SwapRow);
const store = (traders: NewTrader[]) =>
  env.DB.batch(traders.map(({ id, address }) => env.DB.prepare("INSERT INTO traders (id, address) VALUES (?1, ?2)").bind(id, address)));

describe("trader ids", () => {
  it("number new traders after the highest id and keep known traders' ids, whatever the order", async () => {
    const first = await assignTraderIds(env.DB, swapsOf([0xb, 0xa, 0xb]));
    expect(first.created).toEqual([
      { id: 1, address: address(0xb) },
      { id: 2, address: address(0xa) },
    ]);
    await store(first.created);
    const next = await assignTraderIds(env.DB, swapsOf([0xc1, 0xa, 0xc2, 0xb, 0xa, 0xc1]));
    expect(Object.fromEntries(next.ids)).toEqual({ [address(0xa)]: 2, [address(0xb)]: 1, [address(0xc1)]: 3, [address(0xc2)]: 4 });
    expect(next.created).toEqual([
      { id: 3, address: address(0xc1) },
      { id: 4, address: address(0xc2) },
    ]);
    await store(next.created);
    // More traders than one lookup query takes: known ones in the first and the second chunk.
    const many = Array.from({ length: 25_000 }, (_, index) => 0x100000 + index);
    many[0] = 0xa;
    many[24_000] = 0xc2;
    const large = await assignTraderIds(env.DB, swapsOf(many));
    expect([large.ids.get(address(0xa)), large.ids.get(address(0xc2))]).toEqual([2, 4]);
    expect(large.created).toHaveLength(24_998);
    expect(large.created.at(-1)).toEqual({ id: 5 + 24_997, address: address(0x100000 + 24_999) });
  });
});
