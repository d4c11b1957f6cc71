import type { ReferralStats } from "../../shared/schemas/referral";
import { HYPE_USD_SQL } from "../db/chain-sql";

// The HYPE side of a trade in wei: what a buy paid, what a sell received (trade_orders keeps raw units as text).
const HYPE_WEI = "CAST(CASE side WHEN 'buy' THEN amount_in ELSE amount_out END AS REAL)";

/** The referrer's traders, trades and HYPE volume over the app's successful trades that named it, and HYPE's price. */
export async function referralStats(db: D1Database, referrer: string): Promise<ReferralStats> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT wallet_address) AS traders, COUNT(*) AS trades, COALESCE(SUM(${HYPE_WEI}), 0) / 1e18 AS hype,
              ${HYPE_USD_SQL} AS hype_usd
         FROM trade_orders WHERE referrer = ?1 AND status = 'success' AND wallet_address <> ?1`,
    )
    .bind(referrer)
    .first<{ traders: number; trades: number; hype: number; hype_usd: number | null }>();
  const { traders = 0, trades = 0, hype = 0, hype_usd = null } = row ?? {};
  return { referrerAddress: referrer, referredTraders: traders, trades, volumeHype: hype, volumeUsd: hype_usd === null ? null : hype * hype_usd };
}
