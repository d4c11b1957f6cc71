import { type Address, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automine, buyAs, chain, launch, newTrader, nonceOf, startMining, type Trader } from "../trading/trading-driver";
import { createRule, curvePrice, ingestAndNotify, logOf, overview, receiptOf, sellAs, settled, tokensOf } from "./bot-driver";

// The rules that keep watching: a trailing stop from its high, DCA on its clock and under its ceiling, and
// copy-trading a wallet within its caps. Each fires once per condition met, and not otherwise.

const CREATOR = "0x00000000000000000000000000000000000b07c2" as Address;
const WHALE = "0x00000000000000000000000000000000000b07a3" as Address;
const COPIED = "0x00000000000000000000000000000000000b07c9" as Address;

let dave: Trader;
let erin: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE, COPIED], 10_000n);
  [dave, erin] = await Promise.all([newTrader("dave"), newTrader("erin")]);
  token = await launch(CREATOR, "STAND");
  await buyAs(WHALE, token, parseEther("50"));
  await buyAs(dave.address, token, parseEther("1"));
  await ingestAndNotify();
});

afterAll(async () => {
  await automine(false);
});

const step = async (trader: Trader) => {
  await ingestAndNotify();
  await settled(trader);
};
const ruleOf = async (trader: Trader, id: string) => (await overview(trader)).rules.find((rule) => rule.id === id)!;

describe("a trailing stop", () => {
  it("follows the high and sells once the price falls its percentage under it", async () => {
    const rule = await createRule(dave, { kind: "trailing-stop", tokenAddress: token, trailPercent: 10, percentage: 100 });
    await buyAs(WHALE, token, parseEther("30"));
    const high = await curvePrice(token);
    await step(dave);
    expect((await ruleOf(dave, rule.id)).high).toBe(high);

    // A dip of a few percent: under the high, above the stop.
    await sellAs(WHALE, token, (await tokensOf(token, WHALE)) / 40n);
    expect(await curvePrice(token)).toBeGreaterThan(high * 0.9);
    await step(dave);
    expect(await logOf(dave, rule.id)).toEqual([]);

    await sellAs(WHALE, token, (await tokensOf(token, WHALE)) / 2n);
    expect(await curvePrice(token)).toBeLessThanOrEqual(high * 0.9);
    await step(dave);
    expect(await logOf(dave, rule.id)).toMatchObject([{ outcome: "executed", side: "sell" }]);
    expect(await tokensOf(token, dave.address)).toBe(0n);
    expect((await ruleOf(dave, rule.id)).status).toBe("done");
  });
});

describe("DCA", () => {
  it("buys once per interval of chain time until it has bought its number of times", async () => {
    const rule = await createRule(dave, { kind: "dca", tokenAddress: token, amount: "0.5", intervalSeconds: 60, times: 2 });
    const nonce = await nonceOf(dave.address);
    await buyAs(WHALE, token, parseEther("0.1"));
    await step(dave);
    await buyAs(WHALE, token, parseEther("0.1"));
    await step(dave);
    expect((await logOf(dave, rule.id)).map((entry) => entry.outcome)).toEqual(["executed"]);
    expect(await nonceOf(dave.address)).toBe(nonce + 1);

    await chain.rpc("evm_increaseTime", [61]);
    await buyAs(WHALE, token, parseEther("0.1"));
    await step(dave);
    await chain.rpc("evm_increaseTime", [61]);
    await buyAs(WHALE, token, parseEther("0.1"));
    await step(dave);
    expect((await logOf(dave, rule.id)).map((entry) => entry.outcome)).toEqual(["executed", "executed"]);
    expect(await ruleOf(dave, rule.id)).toMatchObject({ status: "done", executions: 2, spent: "1" });
  });

  it("skips a due buy while the price is above its ceiling, and says so once", async () => {
    const price = await curvePrice(token);
    const rule = await createRule(dave, { kind: "dca", tokenAddress: token, amount: "0.5", intervalSeconds: 60, times: 3, maxPrice: price / 2 });
    const nonce = await nonceOf(dave.address);
    for (let i = 0; i < 2; i++) {
      await buyAs(WHALE, token, parseEther("0.1"));
      await step(dave);
    }
    const entries = await logOf(dave, rule.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "skipped" });
    expect(entries[0]!.reason).toMatch(new RegExp(`^Price [0-9.e-]+ HYPE is above the ceiling of ${(price / 2).toPrecision(6).replace(/\.?0+$/, "")}$`));
    expect(await nonceOf(dave.address)).toBe(nonce);
  });
});

describe("copy-trading", () => {
  it("copies each buy scaled by its factor within the per-trade and daily caps, and the wallet's sells", async () => {
    const rule = await createRule(erin, { kind: "copy", wallet: COPIED, factor: 0.5, perTradeCap: "1", dailyCap: "1.5", mode: "both" });
    const copied = async (hype: string) => {
      const hash = await buyAs(COPIED, token, parseEther(hype));
      await step(erin);
      return hash;
    };
    await copied("1");
    await copied("4");
    await copied("1");
    const buys = (await logOf(erin, rule.id)).reverse();
    expect(buys.map((entry) => [entry.outcome, entry.amountIn])).toEqual([
      ["executed", "0.5"],
      ["executed", "1"],
      ["skipped", null],
    ]);
    expect(buys[2]!.reason).toBe("Buying 0.5 HYPE would pass this copy rule's daily cap of 1.5 HYPE");
    for (const entry of buys.slice(0, 2)) expect((await receiptOf(entry.transactionHash!)).from.toLowerCase()).toBe(erin.address.toLowerCase());

    const held = await tokensOf(token, erin.address);
    await sellAs(COPIED, token, (await tokensOf(token, COPIED)) / 2n);
    await step(erin);
    const [sold] = await logOf(erin, rule.id);
    expect(sold).toMatchObject({ outcome: "executed", side: "sell" });
    const left = await tokensOf(token, erin.address);
    expect(Number(left) / Number(held)).toBeCloseTo(0.5, 2);
  });
});
