import { type Address, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeResultSchema } from "../../../shared/schemas/trade";
import { automine, buyAs, chain, launch, newTrader, nonceOf, startMining, type Trader, trade } from "../trading/trading-driver";
import { api, createRule, curvePrice, ingestAndNotify, insideBot, logOf, overview, sellAs, settled, tokensOf } from "./bot-driver";

// Take-profit and stop-loss bound to one position, the caps, the pause switch, and a restart mid-send.

const CREATOR = "0x00000000000000000000000000000000000b07c1" as Address;
const WHALE = "0x00000000000000000000000000000000000b07a2" as Address;

let alice: Trader;
let carol: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE], 10_000n);
  [alice, carol] = await Promise.all([newTrader("alice"), newTrader("carol")]);
  token = await launch(CREATOR, "SAFE");
  await buyAs(WHALE, token, parseEther("100"));
  await ingestAndNotify();
});

afterAll(async () => {
  await automine(false);
});

const buy = async (trader: Trader, amountIn: string) =>
  tradeResultSchema.parse(await (await trade(trader, "buy", { tokenAddress: token, amountIn })).json()).transactionHash;

describe("take-profit and stop-loss on one position", () => {
  it("sell the position once at the take-profit, and the stop-loss is cancelled with it", async () => {
    const positionTx = await buy(alice, "2");
    const held = await tokensOf(token, alice.address);
    const price = await curvePrice(token);
    const profit = await createRule(alice, { kind: "take-profit", tokenAddress: token, positionTx, price: price * 1.2 });
    const loss = await createRule(alice, { kind: "stop-loss", tokenAddress: token, positionTx, price: price * 0.7 });

    await buyAs(WHALE, token, parseEther("80"));
    expect(await curvePrice(token)).toBeGreaterThan(price * 1.2);
    await ingestAndNotify();
    await settled(alice);
    const [sold] = await logOf(alice, profit.id);
    expect(sold).toMatchObject({ outcome: "executed", side: "sell", amountIn: String(Number(held) / 1e6) });
    expect(await tokensOf(token, alice.address)).toBe(0n);
    expect(await logOf(alice, loss.id)).toMatchObject([{ outcome: "cancelled", reason: "Cancelled: the position's take-profit was sent" }]);

    // The price then falls through the stop: nothing more is sent.
    const nonce = await nonceOf(alice.address);
    await sellAs(WHALE, token, await tokensOf(token, WHALE));
    expect(await curvePrice(token)).toBeLessThan(price * 0.7);
    await ingestAndNotify();
    await settled(alice);
    expect(await nonceOf(alice.address)).toBe(nonce);
    const statuses = Object.fromEntries((await overview(alice)).rules.map((rule) => [rule.id, rule.status]));
    expect([statuses[profit.id], statuses[loss.id]]).toEqual(["done", "cancelled"]);
  });

  it("never fires on a later position: selling the bound position cancels its stop-loss", async () => {
    await buyAs(WHALE, token, parseEther("20"));
    const positionTx = await buy(alice, "1");
    const loss = await createRule(alice, { kind: "stop-loss", tokenAddress: token, positionTx, price: (await curvePrice(token)) * 0.9 });
    await trade(alice, "sell", { tokenAddress: token, amountIn: "0", percentage: 100 });
    await buy(alice, "1");
    const later = await tokensOf(token, alice.address);
    await sellAs(WHALE, token, (await tokensOf(token, WHALE)) / 2n);
    await ingestAndNotify();
    await settled(alice);
    expect(await logOf(alice, loss.id)).toMatchObject([
      { outcome: "cancelled", reason: "The position was sold or moved out of the wallet: this rule never applies to a later position" },
    ]);
    expect(await tokensOf(token, alice.address)).toBe(later);
  });
});

describe("the bot's limits", () => {
  it("a paused bot sends nothing and logs the skip once; resumed, the rule buys", async () => {
    expect(await (await api(carol, "PUT", "/settings", { paused: true })).json()).toMatchObject({ paused: true });
    const rule = await createRule(carol, { kind: "limit-buy", tokenAddress: token, trigger: { measure: "price", at: 1 }, amount: "1" });
    const nonce = await nonceOf(carol.address);
    for (let i = 0; i < 2; i++) {
      await buyAs(WHALE, token, parseEther("0.1"));
      await ingestAndNotify();
      await settled(carol);
    }
    expect(await logOf(carol, rule.id)).toMatchObject([{ outcome: "skipped", reason: "The bot is paused" }]);
    expect(await nonceOf(carol.address)).toBe(nonce);

    await api(carol, "PUT", "/settings", { paused: false });
    await buyAs(WHALE, token, parseEther("0.1"));
    await ingestAndNotify();
    await settled(carol);
    expect((await logOf(carol, rule.id))[0]).toMatchObject({ outcome: "executed", amountIn: "1" });
    expect(await nonceOf(carol.address)).toBe(nonce + 1);
  });

  it("never spends beyond the daily cap: the buy is skipped with the cap in plain words", async () => {
    await api(carol, "PUT", "/settings", { dailyCap: "1.5" });
    const rule = await createRule(carol, { kind: "limit-buy", tokenAddress: token, trigger: { measure: "price", at: 1 }, amount: "1" });
    const nonce = await nonceOf(carol.address);
    await buyAs(WHALE, token, parseEther("0.1"));
    await ingestAndNotify();
    await settled(carol);
    expect(await logOf(carol, rule.id)).toMatchObject([
      { outcome: "skipped", reason: "Buying 1 HYPE would pass the bot's daily cap of 1.5 HYPE (1 spent today)" },
    ]);
    expect(await nonceOf(carol.address)).toBe(nonce);
    expect((await overview(carol)).settings).toMatchObject({ dailyCap: "1.5", spentToday: "1" });
  });
});

describe("a restart mid-send", () => {
  it("never sends the same trigger twice: the cut-short intent pauses the rule instead", async () => {
    const rule = await createRule(alice, { kind: "limit-buy", tokenAddress: token, trigger: { measure: "price", at: 1 }, amount: "1" });
    const nonce = await nonceOf(alice.address);
    await buyAs(WHALE, token, parseEther("0.1"));
    const block = Number(await chain.rpc<string>("eth_blockNumber"));
    // The bot had recorded its intent for this block and died before it learnt how the send went.
    await insideBot(alice, (store) => store.claimIntent(rule.id, `block:${block}`));
    await ingestAndNotify();
    await settled(alice);
    expect(await logOf(alice, rule.id)).toMatchObject([
      {
        outcome: "interrupted",
        reason: "The bot restarted while sending this order: it is never sent twice, so the rule is paused until you check the wallet",
      },
    ]);
    expect(await nonceOf(alice.address)).toBe(nonce);
    expect((await overview(alice)).rules.find((each) => each.id === rule.id)?.status).toBe("paused");
  });
});
