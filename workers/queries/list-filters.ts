import type { ListFilters } from "../../shared/schemas/list-filters";
import { peopleSql } from "./holder-labels";

// The list filters (shared/schemas/list-filters.ts) as one SQL condition, shared by every list that offers
// them: the discovery lists, the HyperSwap pair lists and the token list. The filtered query names its figures
// liquidityUsd, marketCapUsd, createdAt (unix seconds), holders, volume24hUsd, launchBonded (1 or 0 for a launchpad
// token, null for any other) and protocol; its parameters ?first to ?first+8 are listFilterValues' and `now` is the
// SQL of the current unix time.

/** The condition a row must meet, parameters numbered from `first`. */
export function listFiltersSql(first: number, now: string): string {
  const [liquidity, minCap, maxCap, minAge, maxAge, holders, volume, bonded, market] = Array.from({ length: 9 }, (_, index) => `?${first + index}`);
  return `(${liquidity} IS NULL OR liquidityUsd >= ${liquidity}) AND (${minCap} IS NULL OR marketCapUsd >= ${minCap})
  AND (${maxCap} IS NULL OR marketCapUsd <= ${maxCap})
  AND (${minAge} IS NULL OR createdAt <= ${now} - ${minAge} * 3600) AND (${maxAge} IS NULL OR createdAt >= ${now} - ${maxAge} * 3600)
  AND (${holders} IS NULL OR holders >= ${holders}) AND (${volume} IS NULL OR volume24hUsd >= ${volume})
  AND (${bonded} IS NULL OR launchBonded = ${bonded}) AND (${market} IS NULL OR protocol = ${market})`;
}

/** The filters' values in listFiltersSql's parameter order. */
export function listFilterValues(filters: ListFilters): (number | string | null)[] {
  return [
    filters.minLiquidity ?? null,
    filters.minMarketCap ?? null,
    filters.maxMarketCap ?? null,
    filters.minAgeHours ?? null,
    filters.maxAgeHours ?? null,
    filters.minHolders ?? null,
    filters.minVolume24h ?? null,
    filters.bonded === undefined ? null : filters.bonded === "true" ? 1 : 0,
    filters.market ?? null,
  ];
}

/** SQL: 1 or 0 for launchpad token `t` (bonded or on its curve), null for any other token. */
export const launchBondedSql = (t: string) => `CASE WHEN ${t}.token_type = 'launchpad' THEN ${t}.bonded_at IS NOT NULL END`;

/**
 * SQL: the people holding token `t`, counted for launchpad tokens only (null for others, whose holders are not tracked),
 * and only when the minimum-holders filter (listFiltersSql's parameters from `first`) is set: a count per row otherwise
 * serves nothing.
 */
export const launchHoldersSql = (t: string, first: number) =>
  `CASE WHEN ?${first + 5} IS NOT NULL AND ${t}.token_type = 'launchpad' THEN (SELECT COUNT(*) FROM (${peopleSql(`json_array(${t}.address)`)})) END`;

/** How many rows filtered query `sql` answers, for a page past the end (which has no row to carry the total). */
export async function countRows(db: D1Database, sql: string, bindings: unknown[]): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM (${sql})`)
    .bind(...bindings)
    .first<{ total: number }>();
  return row?.total ?? 0;
}
