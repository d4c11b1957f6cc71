import { parseEther } from "viem";
import { describe, expect, it } from "vitest";
import { type ChainView, type InFlight, MAX_IN_FLIGHT, planNext } from "../../../../workers/trading/in-flight";

// The next transaction of a wallet with transactions in flight: which nonce, and whether it can pay.

const BUY = parseEther("20") + parseEther("0.0003");
const sent = (nonce: number, cost = BUY): InFlight => ({ nonce, hash: `0x${nonce.toString(16).padStart(64, "0")}`, cost });
const view = (change: Partial<ChainView> = {}): ChainView => ({
  minedCount: 0,
  balance: parseEther("100"),
  pendingCount: 0,
  pendingBalance: parseEther("100"),
  known: [],
  ...change,
});

describe("the next transaction of a wallet", () => {
  it("counts what is in flight against the balance: a fifth 20 HYPE buy from 100 HYPE is refused", () => {
    const four = [0, 1, 2, 3].map((nonce) => sent(nonce));
    // The node's pending view may not count the pool (pending = latest): the four still cost what they may spend.
    expect(planNext(four.slice(0, 3), view({ pendingCount: 3 }), BUY)).toMatchObject({ ok: true, nonce: 3 });
    expect(planNext(four, view({ pendingCount: 4 }), BUY)).toEqual({
      ok: false,
      reason: "funds",
      inFlight: four,
      balance: parseEther("100"),
      committed: BUY * 4n,
      available: parseEther("100") - BUY * 4n,
    });
  });

  it("takes the node's pending balance when it is lower (a transaction sent from elsewhere waits in its pool)", () => {
    expect(planNext([], view({ pendingBalance: parseEther("10") }), BUY)).toMatchObject({ ok: false, reason: "funds", available: parseEther("10") });
  });

  it("forgets what was mined, and a transaction the node dropped: its nonce goes to the next one", () => {
    const inFlight = [0, 1, 2, 3, 4, 5, 6, 7].map((nonce) => sent(nonce));
    // 0–3 mined; 4–7 dropped (the node's pending nonce is back at 4 and it knows none of them).
    expect(planNext(inFlight, view({ minedCount: 4, pendingCount: 4, balance: parseEther("19.99") }), parseEther("1"))).toEqual({
      ok: true,
      nonce: 4,
      inFlight: [],
    });
  });

  it("fills the gap a dropped transaction left under one still in the pool", () => {
    const inFlight = [sent(4), sent(5)];
    const plan = planNext(inFlight, view({ minedCount: 4, pendingCount: 4, balance: parseEther("50"), known: [sent(5).hash] }), parseEther("1"));
    expect(plan).toEqual({ ok: true, nonce: 4, inFlight: [sent(5)] });
  });

  it("goes past what it sent when the node's pending nonce does not count its pool", () => {
    const inFlight = [sent(4, 1n), sent(5, 1n)];
    expect(planNext(inFlight, view({ minedCount: 4, pendingCount: 4, known: inFlight.map((tx) => tx.hash) }), 1n)).toMatchObject({ ok: true, nonce: 6 });
  });

  it(`refuses a ${MAX_IN_FLIGHT + 1}th transaction while ${MAX_IN_FLIGHT} wait: the chain's pool takes no more from one address`, () => {
    const inFlight = Array.from({ length: MAX_IN_FLIGHT }, (_, nonce) => sent(nonce, 1n));
    expect(planNext(inFlight, view({ pendingCount: MAX_IN_FLIGHT }), 1n)).toEqual({ ok: false, reason: "queue", inFlight });
  });
});
