import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { referralStatsSchema } from "../../../shared/schemas/referral";
import { recordTradeOrder, type TradeOrder } from "../../../workers/db/trade-orders";
import { callWorker } from "../call-worker";

// A referrer's statistics are the app's successful trades that named it: recomputed here from the orders the test
// records, with a reverted trade, a self-referral and another referrer's trade that must not count.

const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const [REFERRER, OTHER, ANA, BEN] = [addr(0xa11ce), addr(0x0b0b), addr(0xa1), addr(0xb1)];
const TOKEN = addr(0x70c);
const WEI = 10n ** 18n;

const user = (id: string, wallet: string) =>
  env.DB.prepare("INSERT INTO auth_users (id, email, turnkey_sub_org_id, wallet_id, wallet_address, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 0, 0)")
    .bind(id, `${id}@example.com`, `org-${id}`, `wallet-${id}`, wallet)
    .run();

let hash = 0;
const order = (
  userId: string,
  wallet: string,
  side: "buy" | "sell",
  hypeWei: bigint,
  referrer: string | null,
  status: TradeOrder["status"] = "success",
  blockNumber = hash + 1,
) =>
  recordTradeOrder(env.DB, {
    txHash: `0x${(++hash).toString(16).padStart(64, "0")}`,
    userId,
    walletAddress: wallet,
    tokenAddress: TOKEN,
    side,
    route: "launchpad",
    // A buy pays HYPE for tokens, a sell gets HYPE for them.
    amountIn: side === "buy" ? hypeWei : 5n * WEI,
    amountOut: side === "buy" ? 5n * WEI : hypeWei,
    slippageBps: 100,
    referrer,
    status,
    blockNumber,
  });

async function statsOf(address: string) {
  const response = await callWorker(new Request(`http://lqscan.test/api/v1/indexer/referrals/${address}`));
  return { status: response.status, body: await response.json() };
}

describe("a referrer's statistics", () => {
  beforeAll(async () => {
    await user("ana", ANA);
    await user("ben", BEN);
    await user("ref", REFERRER);
    await order("ana", ANA, "buy", 2n * WEI, REFERRER);
    await order("ana", ANA, "sell", WEI / 2n, REFERRER.toUpperCase().replace("0X", "0x"));
    await order("ben", BEN, "buy", 3n * WEI, REFERRER);
    await order("ben", BEN, "buy", 7n * WEI, REFERRER, "reverted");
    await order("ben", BEN, "buy", 11n * WEI, OTHER);
    await order("ref", REFERRER, "buy", 13n * WEI, REFERRER);
  });

  it("counts the referred traders, their successful trades and the HYPE side of each", async () => {
    const { status, body } = await statsOf(REFERRER);
    expect(status).toBe(200);
    // Ana's buy (2) and sell (0.5), Ben's buy (3): the reverted buy, Ben's trade for another and the self-referral stay out.
    expect(referralStatsSchema.parse(body)).toEqual({
      referrerAddress: REFERRER,
      referredTraders: 2,
      trades: 3,
      volumeHype: 5.5,
      volumeUsd: null,
      tradesAtTodaysPrice: 3,
    });
  });

  it("values trades recorded before any HYPE price at HYPE's latest indexed price, and says how many", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (1, 0, 1, 20)"),
      env.DB.prepare("INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (2, 0, 2, 40)"),
    ]);
    const { body } = await statsOf(REFERRER.toUpperCase().replace("0X", "0x"));
    expect(body).toMatchObject({ referredTraders: 2, trades: 3, volumeHype: 5.5, volumeUsd: 5.5 * 40, tradesAtTodaysPrice: 3 });
    expect(await statsOf(addr(0xdead))).toEqual({
      status: 200,
      body: { referrerAddress: addr(0xdead), referredTraders: 0, trades: 0, volumeHype: 0, volumeUsd: 0, tradesAtTodaysPrice: 0 },
    });
  });

  it("values each trade at HYPE's price stored with it: the latest indexed at or before its block", async () => {
    const prices = [
      { block: 100, price: 10 },
      { block: 200, price: 30 },
    ];
    await env.DB.batch(
      prices.map(({ block, price }) =>
        env.DB.prepare("INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (?1, 0, ?1, ?2)").bind(block, price),
      ),
    );
    const SECOND = addr(0x5ec);
    const trades = [
      { wallet: ANA, user: "ana", side: "buy" as const, hype: 2, block: 150 },
      { wallet: BEN, user: "ben", side: "sell" as const, hype: 1, block: 250 },
      { wallet: BEN, user: "ben", side: "buy" as const, hype: 4, block: 100 },
    ];
    for (const trade of trades) await order(trade.user, trade.wallet, trade.side, BigInt(trade.hype) * WEI, SECOND, "success", trade.block);
    // Prices are added later, at and after the trades' blocks: the stored ones stay.
    await env.DB.prepare("INSERT INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (300, 0, 300, 1000)").run();
    const priceAt = (block: number) => prices.filter((entry) => entry.block <= block).at(-1)!.price;
    const { body } = await statsOf(SECOND);
    expect(referralStatsSchema.parse(body)).toEqual({
      referrerAddress: SECOND,
      referredTraders: 2,
      trades: 3,
      volumeHype: 7,
      volumeUsd: trades.reduce((sum, trade) => sum + trade.hype * priceAt(trade.block), 0),
      tradesAtTodaysPrice: 0,
    });
    // The older referrer's trades carry no price: they follow today's.
    expect(await statsOf(REFERRER)).toMatchObject({ body: { volumeUsd: 5.5 * 1000, tradesAtTodaysPrice: 3 } });
  });

  it("refuses a malformed referrer with the spec's message", async () => {
    expect(await statsOf("0x12")).toMatchObject({ status: 400, body: { error: "Bad Request", message: "Invalid referrer address format" } });
  });
});
