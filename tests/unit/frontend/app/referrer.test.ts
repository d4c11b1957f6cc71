import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The referrer a /ref link records: kept 30 days, never the trading wallet itself, nothing for a malformed address.

const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
});
const { activeReferrer, recordReferrer } = await import("../../../../frontend/app/referrer");

const REFERRER = "0x00000000000000000000000000000000000A11CE";
const TRADER = "0x00000000000000000000000000000000000000B0";
const DAY_MS = 86_400_000;

describe("the recorded referrer", () => {
  beforeEach(() => {
    stored.clear();
    vi.useFakeTimers({ now: Date.parse("2026-12-01T00:00:00Z") });
  });
  afterEach(() => vi.useRealTimers());

  it("names the referrer, lowercase, on the trader's trades for 30 days and not after", () => {
    expect(recordReferrer(REFERRER, undefined)).toBe(true);
    vi.setSystemTime(Date.parse("2026-12-01T00:00:00Z") + 30 * DAY_MS - 1);
    expect(activeReferrer(TRADER)).toBe(REFERRER.toLowerCase());
    vi.setSystemTime(Date.parse("2026-12-01T00:00:00Z") + 30 * DAY_MS);
    expect(activeReferrer(TRADER)).toBeUndefined();
  });

  it("never makes a wallet its own referrer", () => {
    expect(recordReferrer(REFERRER, REFERRER.toLowerCase())).toBe(false);
    expect(stored.size).toBe(0);
    // Recorded while signed out, then the referrer signs in and trades: their own trades carry no referrer.
    recordReferrer(REFERRER, undefined);
    expect(activeReferrer(REFERRER.toLowerCase())).toBeUndefined();
  });

  it("records nothing for a malformed address and ignores a damaged entry", () => {
    expect(recordReferrer("0x12", undefined)).toBe(false);
    expect(stored.size).toBe(0);
    stored.set("lqscan.referrer", "{not json");
    expect(activeReferrer(TRADER)).toBeUndefined();
  });
});
