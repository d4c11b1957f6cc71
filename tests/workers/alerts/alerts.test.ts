import { env } from "cloudflare:test";
import { type Address, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { ALERTS_FULL, ALERTS_MAX } from "../../../shared/schemas/alerts";
import { notifyAlerts } from "../../../workers/alerts/notify";
import { alertSubscribers } from "../../../workers/stores/alert-watch";
import { chainDriver } from "../ingest/chain-driver";
import { launchpadTrades } from "../ingest/recompute";
import { alertsOf, api, createAlert, ingestAndPublish, newUser, type User } from "./alert-driver";

// Alerts through the API as the page sets them, and fired by the indexer's own path: a real trade on the devnet,
// committed and published, judged by the user's AlertBox on the figures the pair page shows.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const clock = new BlockClock(devnet.deployedAt);
const CREATOR = "0x00000000000000000000000000000000000a1e01" as Address;
const TRADER = "0x00000000000000000000000000000000000a1e02" as Address;
const UNKNOWN = "0x00000000000000000000000000000000000a1eff";
const FOR_SALE = 649_300_000;

const refs = () => ({
  launchpad: devnet.contracts.launchpad!,
  v2Pair: devnet.contracts.referencePools!.v2WhypeUsdt0!,
  v3Pool: devnet.contracts.referencePools!.v3WhypeUsdt0!,
  usdt0: devnet.contracts.stablecoins![0]!.address,
});

/** The last trade's USD price and the curve's progress, recomputed from the launchpad's own events. */
async function onChain(token: Address) {
  const trades = await launchpadTrades(driver, refs(), token);
  const sold = trades.reduce((sum, trade) => sum + (trade.isBuy ? trade.tokens : -trade.tokens), 0);
  return { price: trades.at(-1)!.priceUsd, progress: (sold / FOR_SALE) * 100 };
}

async function trade(side: "buy" | "sell", amount: bigint) {
  await (side === "buy" ? driver.buy(TRADER, token, amount) : driver.sell(TRADER, token, amount));
  await driver.mine(clock.advance(5));
  await ingestAndPublish();
}

let alice: User;
let bob: User;
let token: Address;

beforeAll(async () => {
  await driver.resetChain();
  await driver.fund([CREATOR, TRADER], 10_000n);
  await driver.createToken(CREATOR, "ALRT", parseEther("1"));
  const [created] = await driver.mine(clock.advance(20));
  token = (await driver.createdToken(created!)).toLowerCase() as Address;
  await driver.buy(TRADER, token, parseEther("2"));
  await driver.mine(clock.advance(20));
  await ingestAndPublish();
  [alice, bob] = await Promise.all([newUser("alice"), newUser("bob")]);
}, 60_000);

describe("setting alerts", () => {
  it("refuses what it cannot judge with the field's own message", async () => {
    const refusal = async (body: unknown) => {
      const response = await api(alice, "POST", "/alerts", body);
      return [response.status, ((await response.json()) as { message: string }).message];
    };
    expect(await refusal({ pairAddress: token, kind: "price-above", threshold: 0 })).toEqual([400, "threshold must be above 0"]);
    expect(await refusal({ pairAddress: token, kind: "curve-progress", threshold: 101 })).toEqual([400, "threshold must be at most 100 %"]);
    expect(await refusal({ pairAddress: token, kind: "volume", threshold: 1 })).toEqual([
      400,
      "kind must be one of price-above, price-below, mcap-above, mcap-below, curve-progress",
    ]);
    expect(await refusal({ pairAddress: UNKNOWN, kind: "price-above", threshold: 1 })).toEqual([404, `Pair ${UNKNOWN} not found`]);
    expect((await api(null, "POST", "/alerts", { pairAddress: token, kind: "price-above", threshold: 1 })).status).toBe(401);
  });

  it("keeps each user's alerts apart: another user neither sees nor deletes them", async () => {
    const alert = await createAlert(alice, { pairAddress: token, kind: "mcap-above", threshold: 1e12 });
    expect(await alertsOf(bob)).toEqual([]);
    expect((await api(bob, "DELETE", `/alerts/${alert.id}`)).status).toBe(404);
    expect((await alertsOf(alice)).map((kept) => kept.id)).toContain(alert.id);
    expect((await api(alice, "DELETE", `/alerts/${alert.id}`)).status).toBe(204);
    expect((await alertsOf(alice)).map((kept) => kept.id)).not.toContain(alert.id);
  });

  it(`holds at most ${ALERTS_MAX} alerts per user`, async () => {
    const carol = await newUser("carol");
    for (let i = 0; i < ALERTS_MAX; i++) await createAlert(carol, { pairAddress: token, kind: "price-above", threshold: 1e9 + i });
    const response = await api(carol, "POST", "/alerts", { pairAddress: token, kind: "price-above", threshold: 1 });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(ALERTS_FULL);
    expect(await alertsOf(carol)).toHaveLength(ALERTS_MAX);
    expect(await alertsOf(bob)).toEqual([]);
  });
});

describe("moving a browser's alerts at sign-in", () => {
  it(`sets each one once, up to the ${ALERTS_MAX}-alert cap, and answers which were refused and why`, async () => {
    const erin = await newUser("erin");
    const kept = [];
    for (let i = 0; i < ALERTS_MAX - 2; i++) kept.push(await createAlert(erin, { pairAddress: token, kind: "price-above", threshold: 1e9 + i }));
    const spec = (threshold: number, pairAddress: string = token) => ({ pairAddress, kind: "price-above", threshold });
    const response = await api(erin, "POST", "/alerts/merge", { alerts: [spec(1e9), spec(2e9), spec(2e9), spec(3e9, UNKNOWN), spec(4e9), spec(5e9)] });
    expect(response.status).toBe(200);
    const { alerts, refused } = (await response.json()) as { alerts: { threshold: number }[]; refused: unknown[] };
    // 1e9 is kept already and 2e9 twice in the list: each is set once.
    expect(alerts.map((alert) => alert.threshold).sort((a, b) => a - b)).toEqual([...kept.map((alert) => alert.threshold), 2e9, 4e9].sort((a, b) => a - b));
    expect(refused).toEqual([
      { ...spec(3e9, UNKNOWN), message: `Pair ${UNKNOWN} not found` },
      { ...spec(5e9), message: ALERTS_FULL },
    ]);
    expect((await api(null, "POST", "/alerts/merge", { alerts: [] })).status).toBe(401);
  });
});

describe("a trade on the devnet", () => {
  it("fires a signed-in user's alerts once, upward on a buy and downward on a sell, with the traded price", async () => {
    const before = await onChain(token);
    const above = await createAlert(alice, { pairAddress: token, kind: "price-above", threshold: before.price * 1.05 });
    const early = await createAlert(alice, { pairAddress: token, kind: "price-below", threshold: before.price * 0.5 });
    const curve = await createAlert(alice, { pairAddress: token, kind: "curve-progress", threshold: before.progress + 0.1 });
    expect(await alertsOf(alice, "/alerts/fired")).toEqual([]);

    await trade("buy", parseEther("20"));
    const afterBuy = await onChain(token);
    expect(afterBuy.price).toBeGreaterThan(before.price * 1.05);
    const firedOnBuy = await alertsOf(alice, "/alerts/fired");
    expect(firedOnBuy.map((alert) => alert.id).sort()).toEqual([above.id, curve.id].sort());
    const firedAbove = firedOnBuy.find((alert) => alert.id === above.id)!;
    expect(firedAbove.firedValue! / afterBuy.price).toBeCloseTo(1, 9);
    expect(firedOnBuy.find((alert) => alert.id === curve.id)!.firedValue).toBeCloseTo(afterBuy.progress, 3);
    expect(await alertsOf(bob, "/alerts/fired")).toEqual([]);

    // Seen: no longer unread; another buy above the threshold does not fire it again.
    expect((await api(alice, "POST", "/alerts/fired/read")).status).toBe(204);
    await trade("buy", parseEther("1"));
    expect(await alertsOf(alice, "/alerts/fired")).toEqual([]);
    expect((await alertsOf(alice)).find((alert) => alert.id === above.id)).toEqual({ ...firedAbove, read: true });

    // A sell takes the price back under a lower threshold: that one fires now.
    const peak = await onChain(token);
    const below = await createAlert(alice, { pairAddress: token, kind: "price-below", threshold: peak.price * 0.95 });
    const bought = (await launchpadTrades(driver, refs(), token)).filter((entry) => entry.trader === TRADER.toLowerCase() && entry.isBuy);
    await trade("sell", BigInt(Math.floor(bought.reduce((sum, entry) => sum + entry.tokens, 0) * 0.95 * 1e6)));
    const afterSell = await onChain(token);
    expect(afterSell.price).toBeLessThan(peak.price * 0.95);
    expect(afterSell.price).toBeGreaterThan(before.price * 0.5);
    const [firedBelow, ...others] = await alertsOf(alice, "/alerts/fired");
    expect(others).toEqual([]);
    expect(firedBelow!.id).toBe(below.id);
    expect(firedBelow!.firedValue! / afterSell.price).toBeCloseTo(1, 9);
    expect((await alertsOf(alice)).find((alert) => alert.id === early.id)!.firedAt).toBeNull();
  });

  it("judges on the box's own alarm, and a range a failure kept from the boxes goes with the next hand-over", async () => {
    const now = await onChain(token);
    const below = await createAlert(bob, { pairAddress: token, kind: "price-below", threshold: now.price * 2 });
    // A failed read of the figures answers the markets it could not hand over; the next call carries them.
    const undelivered = await notifyAlerts(env, [], { markets: [token], updates: new Map() });
    expect(undelivered).toEqual({ markets: [], updates: new Map() });
    // Fired by the box's alarm, before anyone reads it: it has left the indexer's index.
    await vi.waitFor(async () => expect((await alertSubscribers(env.DB, [token])).has(bob.id)).toBe(false));
    const [fired, ...others] = await alertsOf(bob, "/alerts/fired");
    expect(others).toEqual([]);
    expect(fired!.id).toBe(below.id);
    expect(fired!.firedValue! / now.price).toBeCloseTo(1, 9);
  });
});
