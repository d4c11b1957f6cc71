import { describe, expect, it } from "vitest";
import { alertMessage, firedAlerts, firingValue } from "../../../shared/alert-rules";
import type { Alert, AlertFigures } from "../../../shared/schemas/alerts";

const figures = (change: Partial<AlertFigures>): AlertFigures => ({
  pairAddress: "0x00000000000000000000000000000000000000aa",
  symbol: "PEPE",
  priceUsd: 0.002,
  marketCapUsd: 2_000_000,
  curveProgress: 80,
  ...change,
});

const alert = (change: Partial<Alert>): Alert => ({
  id: "a",
  pairAddress: "0x00000000000000000000000000000000000000aa",
  symbol: "PEPE",
  kind: "price-above",
  threshold: 0.001,
  createdAt: "2026-12-02T00:00:00.000Z",
  firedAt: null,
  firedValue: null,
  read: false,
  ...change,
});

describe("when an alert fires", () => {
  it("fires upward at or above its threshold and downward at or below it", () => {
    expect(firingValue({ kind: "price-above", threshold: 0.002 }, figures({}))).toBe(0.002);
    expect(firingValue({ kind: "price-above", threshold: 0.0021 }, figures({}))).toBeNull();
    expect(firingValue({ kind: "price-below", threshold: 0.002 }, figures({}))).toBe(0.002);
    expect(firingValue({ kind: "price-below", threshold: 0.0019 }, figures({}))).toBeNull();
    expect(firingValue({ kind: "mcap-below", threshold: 2_500_000 }, figures({}))).toBe(2_000_000);
    expect(firingValue({ kind: "mcap-above", threshold: 2_500_000 }, figures({}))).toBeNull();
    expect(firingValue({ kind: "curve-progress", threshold: 75 }, figures({}))).toBe(80);
  });

  it("never fires on a figure the market does not have", () => {
    expect(firingValue({ kind: "price-below", threshold: 1 }, figures({ priceUsd: null }))).toBeNull();
    expect(firingValue({ kind: "curve-progress", threshold: 1 }, figures({ curveProgress: null }))).toBeNull();
  });

  it("marks what fired with the time and the figure, leaving the rest out", () => {
    const now = "2026-12-02T01:00:00.000Z";
    const fired = firedAlerts(
      [
        { alert: alert({ id: "up" }), figures: figures({}) },
        { alert: alert({ id: "down", kind: "price-below" }), figures: figures({}) },
      ],
      now,
    );
    expect(fired).toEqual([alert({ id: "up", firedAt: now, firedValue: 0.002 })]);
  });

  it("says what happened in words", () => {
    expect(alertMessage({ kind: "price-above", threshold: 0.001, symbol: "PEPE" }, 0.0012346)).toBe("PEPE price rose to $0.001235 (alert at $0.001)");
    expect(alertMessage({ kind: "mcap-below", threshold: 1_000_000, symbol: null }, 950_000.5)).toBe(
      "Token market cap fell to $950,000.5 (alert at $1,000,000)",
    );
    expect(alertMessage({ kind: "curve-progress", threshold: 90, symbol: "CAT" }, 91.25)).toBe("CAT bonding curve reached 91.3 % (alert at 90.0 %)");
  });
});
