import { env } from "cloudflare:test";
import { type Address, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeQuoteSchema, tradeResultSchema } from "../../../shared/schemas/trade";
import {
  automine,
  buyAs,
  chain,
  completeBonding,
  hypeOf,
  launch,
  mineBlock,
  newTrader,
  nonceOf,
  quote,
  sentInOneSecondMinedInTheNext,
  startMining,
  type Trader,
  trade,
} from "./trading-driver";

// POST /liquidlaunch/buy and /sell against the devnet and the local wallet provider: the trading key signs
// under each user's policy, trades land, and every refusal sends nothing.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const WHALE = "0x0000000000000000000000000000000000077a1e" as Address;
const REFERRER = "0x000000000000000000000000000000000000beef";

let alice: Trader;
let bob: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE], 10_000n);
  [alice, bob] = await Promise.all([newTrader("alice"), newTrader("bob")]);
  token = await launch(CREATOR, "TRADE");
});

afterAll(async () => {
  await automine(false);
});

async function json(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

describe("the trade panel's quote", () => {
  it("quotes a curve buy with its minimum, fee and impact, and what the buy then receives matches it", async () => {
    const response = await quote(alice, { tokenAddress: token, side: "buy", amountIn: "1", slippageTolerance: 200 });
    expect(response.status, await response.clone().text()).toBe(200);
    const quoted = tradeQuoteSchema.parse(await response.json());
    expect(quoted).toMatchObject({ amountIn: "1", fee: "0.01", route: "launchpad" });
    expect(Number(quoted.minimumReceived)).toBeCloseTo(Number(quoted.amountOut) * 0.98, 0);
    expect(quoted.priceImpactPercent).toBeGreaterThan(0);
    const bought = tradeResultSchema.parse(await (await trade(alice, "buy", { tokenAddress: token, amountIn: "1" })).json());
    expect(bought.amountOut).toBe(quoted.amountOut);
  });

  it("answers only a signed-in caller, and 404 for a token the launchpad did not create", async () => {
    expect((await quote({ ...alice, accessToken: "" }, { tokenAddress: token, side: "buy", amountIn: "1" })).status).toBe(401);
    const unknown = await quote(alice, { tokenAddress: "0x1234567890123456789012345678901234567890", side: "sell", amountIn: "5" });
    expect(unknown.status).toBe(404);
  });
});

describe("buy and sell on the launchpad's curve", () => {
  it("buys with the signed-in user's wallet and answers the mined trade", async () => {
    const before = await hypeOf(alice.address);
    const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 100, referrer: REFERRER });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = tradeResultSchema.parse(await response.json());
    expect(result.amountIn).toBe("1");
    expect(Number(result.amountOut)).toBeGreaterThan(1_000_000);
    expect(Number(result.effectivePrice)).toBeCloseTo(1 / Number(result.amountOut), 12);
    expect(result.signature).toMatch(/^0x[0-9a-f]{130}$/);
    const receipt = await chain.rpc<{ status: string; from: string; blockNumber: string }>("eth_getTransactionReceipt", [result.transactionHash]);
    expect(receipt.status).toBe("0x1");
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase());
    expect(Number(receipt.blockNumber)).toBe(result.userBlockNumber);
    const spent = before - (await hypeOf(alice.address));
    expect(spent).toBeGreaterThan(parseEther("1"));
    expect(spent).toBeLessThan(parseEther("1.01"));
    const order = await env.DB.prepare("SELECT referrer, side, status FROM trade_orders WHERE tx_hash = ?1").bind(result.transactionHash).first();
    expect(order).toEqual({ referrer: REFERRER, side: "buy", status: "success" });
  });

  it("sells a percentage of the wallet's balance", async () => {
    await trade(alice, "buy", { tokenAddress: token, amountIn: "2" });
    const response = await trade(alice, "sell", { tokenAddress: token, amountIn: "0", percentage: 50 });
    expect(response.status, await response.clone().text()).toBe(200);
    const sold = tradeResultSchema.parse(await response.json());
    const rest = await trade(alice, "sell", { tokenAddress: token, amountIn: "0", percentage: 100 });
    expect(rest.status).toBe(200);
    // Half, then the other half: the same number of tokens (to the unit, give or take one).
    expect(Math.abs(Number(tradeResultSchema.parse(await rest.json()).amountIn) - Number(sold.amountIn))).toBeLessThanOrEqual(0.000001);
    expect(Number(sold.amountOut)).toBeGreaterThan(0);
  });

  it("refuses a buy the price moved past the tolerance, and sends nothing", async () => {
    await automine(false);
    try {
      // Another wallet's big buy waits in the block being built: the quote (latest block) no longer holds.
      await chain.buy(WHALE, token, parseEther("50"));
      const nonce = await nonceOf(alice.address);
      const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 50 });
      expect(response.status).toBe(409);
      const body = await json(response);
      expect(body.code).toBe("SLIPPAGE_EXCEEDED");
      expect(body.message).toMatch(
        /^Slippage exceeded: the price moved and this buy would receive [\d.]+ TRADE, less than the minimum of [\d.]+ TRADE .*0\.50 % tolerance\)\. Nothing was sent\.$/,
      );
      expect(await nonceOf(alice.address)).toBe(nonce);
    } finally {
      await mineBlock();
      await automine(true);
    }
    // With room for the move, the same buy goes through.
    expect((await trade(alice, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1000 })).status).toBe(200);
  });
});

describe("refusals, with nothing sent", () => {
  it("says how much HYPE the wallet has and the buy needs", async () => {
    const nonce = await nonceOf(bob.address);
    const response = await trade(bob, "buy", { tokenAddress: token, amountIn: "5000" });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ code: "INSUFFICIENT_HYPE", required: "5000" });
    expect(body.message).toMatch(/^Not enough HYPE: the wallet holds 100 HYPE and this buy needs 5000 HYPE plus gas$/);
    expect(await nonceOf(bob.address)).toBe(nonce);
  });

  it("says how many tokens the wallet has and the sell needs", async () => {
    await trade(bob, "buy", { tokenAddress: token, amountIn: "0.1" });
    const response = await trade(bob, "sell", { tokenAddress: token, amountIn: "999999999" });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body).toMatchObject({ code: "INSUFFICIENT_TOKENS", required: "999999999" });
    expect(body.message).toMatch(/^Not enough tokens: the wallet holds [\d.]+ TRADE and this sell needs 999999999 TRADE$/);
  });

  it("keeps the creator from selling in the first hour", async () => {
    const own = await launch(bob.address, "MINE", parseEther("1"));
    const nonce = await nonceOf(bob.address);
    const response = await trade(bob, "sell", { tokenAddress: own, amountIn: "0", percentage: 50 });
    expect(response.status).toBe(409);
    expect((await json(response)).message).toMatch(
      /^The creator of MINE cannot sell during the first hour after launch: selling opens at \d\d:\d\d UTC \(in about (59|60) min\)\.$/,
    );
    expect(await nonceOf(bob.address)).toBe(nonce);
  });

  it("explains a sold-out token waiting for bonding, and an unknown token", async () => {
    const soldOut = await launch(CREATOR, "GONE");
    await buyAs(WHALE, soldOut, parseEther("700"));
    const frozen = await trade(alice, "buy", { tokenAddress: soldOut, amountIn: "1" });
    expect(frozen.status).toBe(409);
    expect((await json(frozen)).message).toBe("GONE sold out its curve and is waiting to move to HyperSwap; it can be traded again once it is bonded");

    const unknown = "0x1234567890123456789012345678901234567890";
    const response = await trade(alice, "buy", { tokenAddress: unknown, amountIn: "1" });
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe(`Unknown token ${unknown}: it was not launched on the launchpad`);
  });

  it("refuses another user's wallet, and a caller without a session", async () => {
    const nonce = await nonceOf(bob.address);
    const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1" }, bob.wallet);
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe("Wallet not found");
    expect(await nonceOf(bob.address)).toBe(nonce);
    const anonymous = await trade({ ...alice, accessToken: "" }, "buy", { tokenAddress: token, amountIn: "1" });
    expect(anonymous.status).toBe(401);
  });

  it("validates the body with the spec's messages", async () => {
    const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1001 });
    expect(response.status).toBe(400);
  });

  // Issue 36, item 9: these answered 500 ("cannot be converted to a BigInt", a uint256 overflow at the node).
  it("refuses a tolerance between basis points with a 400", async () => {
    const nonce = await nonceOf(alice.address);
    const half = await trade(alice, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 99.5 });
    expect(half.status).toBe(400);
    expect((await json(half)).message).toBe("Slippage tolerance must be a whole number of basis points (100 = 1 %)");
    expect(await nonceOf(alice.address)).toBe(nonce);
  });

  it("refuses amounts beyond any supply or the token's decimals with a 400", async () => {
    const nonce = await nonceOf(alice.address);
    const tooBig = "Amount must be a decimal number with at most 15 digits before the point and 18 after";
    for (const side of ["buy", "sell"] as const) {
      const quoted = await quote(alice, { tokenAddress: token, side, amountIn: "9".repeat(200) });
      expect(quoted.status).toBe(400);
      expect((await json(quoted)).message).toBe(tooBig);
      const traded = await trade(alice, side, { tokenAddress: token, amountIn: "9".repeat(200), slippageTolerance: 100 });
      expect(traded.status).toBe(400);
      expect((await json(traded)).message).toBe(tooBig);
    }
    const tooFine = await quote(alice, { tokenAddress: token, side: "sell", amountIn: "0.0000001" });
    expect(tooFine.status).toBe(400);
    expect((await json(tooFine)).message).toBe("Amount has 7 decimals: TRADE has 6");
    const largest = await quote(alice, { tokenAddress: token, side: "sell", amountIn: "999999999999999.999999" });
    expect(largest.status, await largest.clone().text()).toBe(200);
    expect(await nonceOf(alice.address)).toBe(nonce);
  });
});

describe("after bonding, through HyperSwap V2", () => {
  it("buys and sells the bonded token on its pair, approving the router once", async () => {
    const bonded = await launch(CREATOR, "GRAD");
    await buyAs(WHALE, bonded, parseEther("700"));
    await completeBonding(WHALE, bonded);

    // Priced in the bonding's second, mined in the next: the fresh pair's first swap then writes its price
    // accumulators, gas the estimate did not see (this ran out of gas whenever a second ended in between).
    const buy = await sentInOneSecondMinedInTheNext(() => trade(alice, "buy", { tokenAddress: bonded, amountIn: "1", slippageTolerance: 100 }));
    expect(buy.status, await buy.clone().text()).toBe(200);
    const bought = tradeResultSchema.parse(await buy.json());
    expect(Number(bought.amountOut)).toBeGreaterThan(0);
    const sell = await trade(alice, "sell", { tokenAddress: bonded, amountIn: "0", percentage: 100 });
    expect(sell.status, await sell.clone().text()).toBe(200);
    const sold = tradeResultSchema.parse(await sell.json());
    expect(sold.amountIn).toBe(bought.amountOut);
    expect(Number(sold.amountOut)).toBeGreaterThan(0.98);
  });
});
