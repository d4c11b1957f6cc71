import { type Address, parseEther, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automine, buyAs, chain, launch, newTrader, nonceOf, startMining, type Trader } from "../trading/trading-driver";
import { api, createRule, curvePrice, ingestAndNotify, logOf, marketCap, overview, receiptOf, sellAs, settled, tokensOf } from "./bot-driver";

// Limit orders at a price or a market cap: each fires exactly once, from its owner's wallet, when the
// simulated market crosses its trigger, and never before.

const CREATOR = "0x00000000000000000000000000000000000b07c0" as Address;
const WHALE = "0x00000000000000000000000000000000000b07a1" as Address;

const soon = () => Math.floor(Date.now() / 1000) + 3600;

let alice: Trader;
let bob: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE], 10_000n);
  [alice, bob] = await Promise.all([newTrader("alice"), newTrader("bob")]);
  token = await launch(CREATOR, "LIMIT");
  await buyAs(WHALE, token, parseEther("200"));
  await ingestAndNotify();
});

afterAll(async () => {
  await automine(false);
});

describe("a limit buy", () => {
  it("waits while the price is above its trigger, then buys once when a sell takes the price down to it", async () => {
    const high = await curvePrice(token);
    const rule = await createRule(alice, { kind: "limit-buy", tokenAddress: token, trigger: { measure: "price", at: high * 0.8 }, amount: "1" });
    expect(rule.status).toBe("armed");
    const nonce = await nonceOf(alice.address);

    await buyAs(WHALE, token, parseEther("1"));
    await ingestAndNotify();
    await settled(alice);
    expect(await logOf(alice, rule.id)).toEqual([]);
    expect(await nonceOf(alice.address)).toBe(nonce);

    await sellAs(WHALE, token, (await tokensOf(token, WHALE)) / 2n);
    expect(await curvePrice(token)).toBeLessThan(high * 0.8);
    await ingestAndNotify();
    await settled(alice);
    const [entry] = await logOf(alice, rule.id);
    expect(entry).toMatchObject({ outcome: "executed", side: "buy", amountIn: "1", tokenAddress: token });
    const receipt = await receiptOf(entry!.transactionHash!);
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase());
    expect(receipt.status).toBe("0x1");
    expect(await tokensOf(token, alice.address)).toBe(parseUnits(entry!.amountOut!, 6));

    // Later trades at the same low price send nothing more: the rule is done.
    await sellAs(WHALE, token, (await tokensOf(token, WHALE)) / 10n);
    await ingestAndNotify();
    await settled(alice);
    expect((await logOf(alice, rule.id)).length).toBe(1);
    expect(await nonceOf(alice.address)).toBe(nonce + 1);
    expect((await overview(alice)).rules.find((each) => each.id === rule.id)).toMatchObject({ status: "done", spent: "1", executions: 1 });
  });
});

describe("a limit sell at a market cap", () => {
  it("sells the whole holding once the market cap rises to its trigger, and not before", async () => {
    const held = await tokensOf(token, alice.address);
    expect(held).toBeGreaterThan(0n);
    const target = (await marketCap(token)) * 1.1;
    const rule = await createRule(alice, { kind: "limit-sell", tokenAddress: token, trigger: { measure: "marketCap", at: target }, percentage: 100 });

    await buyAs(WHALE, token, parseEther("1"));
    await ingestAndNotify();
    await settled(alice);
    expect(await marketCap(token)).toBeLessThan(target);
    expect(await logOf(alice, rule.id)).toEqual([]);

    await buyAs(WHALE, token, parseEther("150"));
    expect(await marketCap(token)).toBeGreaterThanOrEqual(target);
    await ingestAndNotify();
    await settled(alice);
    const entries = await logOf(alice, rule.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "executed", side: "sell" });
    expect(await tokensOf(token, alice.address)).toBe(0n);
  });
});

describe("whose rules", () => {
  it("answers 404 for another user's rule, and a bad rule 400 naming the field", async () => {
    const rule = await createRule(alice, { kind: "limit-buy", tokenAddress: token, trigger: { measure: "price", at: 1e-9 }, amount: "1" });
    expect((await api(bob, "POST", `/rules/${rule.id}/pause`, { paused: true })).status).toBe(404);
    expect((await api(bob, "DELETE", `/rules/${rule.id}`)).status).toBe(404);
    expect((await api(bob, "GET", `/log?ruleId=${rule.id}`)).status).toBe(200);
    expect((await logOf(bob, rule.id)).length).toBe(0);
    expect((await overview(bob)).rules).toEqual([]);

    const bad = await api(alice, "POST", "/rules", {
      kind: "limit-buy",
      tokenAddress: token,
      trigger: { measure: "price", at: -1 },
      amount: "1",
      expiresAt: soon(),
      spendCap: "1",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "trigger.at must be above 0", issues: [{ path: "trigger.at" }] });
    const past = await api(alice, "POST", "/rules", {
      kind: "limit-buy",
      tokenAddress: token,
      trigger: { measure: "price", at: 1 },
      amount: "1",
      expiresAt: 1,
      spendCap: "1",
    });
    expect(await past.json()).toMatchObject({ message: "expiresAt: must be in the future" });
    const overCap = await api(alice, "POST", "/rules", {
      kind: "limit-buy",
      tokenAddress: token,
      trigger: { measure: "price", at: 1 },
      amount: "3",
      expiresAt: soon(),
      spendCap: "1",
    });
    expect(await overCap.json()).toMatchObject({ message: "amount: is more than the rule's spendCap of 1 HYPE" });
    expect((await api(alice, "DELETE", `/rules/${rule.id}`)).status).toBe(204);
  });
});
