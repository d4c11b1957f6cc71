import { describe, expect, it } from "vitest";
import { edgeFreshness } from "../../../../workers/edge-cache/freshness";

const NOW = 1_800_000_000;
const PAIR = "0x1234567890abcdef1234567890abcdef12345678";
const at = (path: string) => edgeFreshness(new URL(`http://lqscan.test${path}`), NOW);

describe("the edge's freshness table", () => {
  it("keeps a chart page of settled candles for five minutes, and the live tail for a second", () => {
    expect(at(`/api/v1/indexer/chart/${PAIR}?timeframe=1m`)).toBe(1);
    expect(at(`/api/v1/indexer/chart/${PAIR}?timeframe=1m&toTimestamp=${NOW - 3_600}`)).toBe(300);
    // A day candle that started an hour ago is still being traded into.
    expect(at(`/api/v1/indexer/chart/${PAIR}?timeframe=1d&toTimestamp=${NOW - 3_600}`)).toBe(1);
    expect(at(`/api/v1/indexer/ohlcv/${PAIR}/minute?aggregate=5&before_timestamp=${NOW - 3_600}`)).toBe(300);
    expect(at(`/api/v1/indexer/ohlcv/${PAIR}/day?before_timestamp=${NOW - 3_600}`)).toBe(1);
    expect(at(`/api/v1/indexer/ohlcv/${PAIR}/minute`)).toBe(1);
  });

  it("gives lists and reports a few seconds", () => {
    expect(at("/api/v1/indexer/search?q=purr")).toBe(5);
    expect(at("/api/v1/indexer/pairs?sort=volume24h")).toBe(2);
    expect(at(`/api/v1/indexer/info/${PAIR}`)).toBe(2);
    expect(at("/api/v1/indexer/pulse")).toBe(1);
    expect(at(`/api/v1/tools/sniffer/${PAIR}`)).toBe(30);
    expect(at("/api/v1/tools/clicker/board")).toBe(1);
    expect(at(`/api/v1/indexer/scan/${PAIR}`)).toBe(2);
    expect(at(`/api/v1/indexer/referrals/${PAIR}`)).toBe(2);
  });

  it("keeps HyperLend's markets and liquidations two seconds and NFT collections five", () => {
    expect(at("/api/v1/tools/lending/markets")).toBe(2);
    expect(at(`/api/v1/tools/lending/markets/${PAIR}`)).toBe(2);
    expect(at("/api/v1/tools/lending/liquidations?limit=50")).toBe(2);
    expect(at("/api/v1/tools/lending/at-risk")).toBe(2);
    expect(at("/api/v1/tools/lending/liquidation-map")).toBe(2);
    expect(at("/api/v1/tools/nft/collections?sort=volume24h")).toBe(5);
    expect(at(`/api/v1/tools/nft/collections/${PAIR}?itemSort=rarity`)).toBe(5);
  });

  it("never stores a user's own routes, the position box, the portfolio or the indexer's status", () => {
    for (const path of [
      "/api/v1/auth/sessions",
      "/api/v1/auth/me",
      "/api/v1/wallet/activity",
      "/api/v1/liquidlaunch/quote",
      "/api/v1/transactions/0xabc",
      "/api/v1/tools/bot/rules",
      "/api/v1/tools/clicker/session",
      "/api/v1/tools/clicker/standing",
      "/api/v1/tools/clicker/batches",
      "/api/v1/tools/clicker/live",
      `/api/v1/indexer/position/${PAIR}/${PAIR}`,
      `/api/v1/indexer/portfolio/${PAIR}`,
      "/api/v1/indexer/status",
      `/api/v1/tools/lending/wallets/${PAIR}`,
      `/api/v1/indexer/info/${PAIR}/extra`,
    ]) {
      expect(at(path), path).toBeNull();
    }
  });
});
