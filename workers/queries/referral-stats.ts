import type { ReferralStats } from "../../shared/schemas/referral";
import { HYPE_USD_SQL } from "../db/chain-sql";

// The HYPE side of a trade in wei: what a buy paid, what a sell received (trade_orders keeps raw units as text).
const HYPE_WEI = "CAST(CASE side WHEN 'buy' THEN amount_in ELSE amount_out END AS REAL)";

type Row = {
  traders: number;
  trades: number;
  hype: number;
  usd_stored: number | null;
  hype_unpriced: number | null;
  unpriced: number;
  hype_usd_now: number | null;
};

/**
 * The referrer's traders, trades and HYPE volume over the app's successful trades that named it; the USD volume at
 * HYPE's price stored with each trade, or today's for the trades recorded before prices were stored.
 */
export async function referralStats(db: D1Database, referrer: string): Promise<ReferralStats> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT wallet_address) AS traders, COUNT(*) AS trades, COALESCE(SUM(${HYPE_WEI}), 0) / 1e18 AS hype,
              SUM(${HYPE_WEI} * hype_usd) / 1e18 AS usd_stored,
              SUM(CASE WHEN hype_usd IS NULL THEN ${HYPE_WEI} END) / 1e18 AS hype_unpriced,
              COUNT(*) - COUNT(hype_usd) AS unpriced, ${HYPE_USD_SQL} AS hype_usd_now
         FROM trade_orders WHERE referrer = ?1 AND status = 'success' AND wallet_address <> ?1`,
    )
    .bind(referrer)
    .first<Row>();
  const { traders = 0, trades = 0, hype = 0, usd_stored = null, hype_unpriced = null, unpriced = 0, hype_usd_now = null } = row ?? {};
  const stored = usd_stored ?? 0;
  // Without a price today, only a volume whose every trade has its own price is known (none at all before the first price).
  const volumeUsd = hype_usd_now === null ? (unpriced > 0 || trades === 0 ? null : stored) : stored + (hype_unpriced ?? 0) * hype_usd_now;
  return { referrerAddress: referrer, referredTraders: traders, trades, volumeHype: hype, volumeUsd, tradesAtTodaysPrice: unpriced };
}
