import { curveProgress, storedReserves } from "../../shared/launchpad-curve";
import type { CurveProgress } from "../../shared/schemas/curve-progress";
import { latestSwapSql } from "../stores/swap-sql";

type CurveRow = { address: string; frozen_at: number | null; bonded_at: number | null; pair_created: string | null; reserves: string | null };

// A launch's curve is the market whose address is the token's. Its reserves are those after its latest
// trade (TokensPurchased and TokensSold carry them), else those TokenCreated announced.
const CURVES_SQL = `
SELECT t.address, t.frozen_at, t.bonded_at, t.pair_created,
  COALESCE(
    ${latestSwapSql("p.id", "json_array(s.reserve1_after, s.reserve0_after)", "s.reserve0_after IS NOT NULL")},
    (SELECT json_array(e.reserve1_after, e.reserve0_after) FROM events e WHERE e.pair_address = t.address AND e.event_type = 'tc' LIMIT 1)
  ) AS reserves
FROM json_each(?1) j JOIN tokens t ON t.address = j.value AND t.token_type = 'launchpad' JOIN pairs p ON p.address = t.address`;

/** The bonding-curve progress of each launchpad token among `tokens` (lowercase); other tokens are absent from the map. */
export async function curveProgresses(db: D1Database, tokens: string[]): Promise<Map<string, CurveProgress>> {
  if (tokens.length === 0) return new Map();
  const { results } = await db.prepare(CURVES_SQL).bind(JSON.stringify(tokens)).all<CurveRow>();
  return new Map(
    results.flatMap((row) => {
      if (row.reserves === null) return [];
      const [hype, tokenReserve] = JSON.parse(row.reserves) as [string, string];
      const milestones = { frozen: row.frozen_at !== null, graduatedAt: row.bonded_at, graduatedPair: row.bonded_at === null ? null : row.pair_created };
      return [[row.address, curveProgress(storedReserves(hype, tokenReserve), milestones)]];
    }),
  );
}
