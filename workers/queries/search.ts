import type { SearchResponse } from "../../shared/schemas/search";
import { SEARCH_PAIR_SELECT, type SearchPairRow, searchPair } from "./search-pairs";

const SEARCH_RESULT_LIMIT = 50;
const ADDRESS = /^0x[0-9a-f]{40}$/;

/**
 * Each word of the term as an FTS5 prefix query: `pe wi` → `"pe"* "wi"*`. Control characters separate words too:
 * a NUL inside a quoted FTS5 string ends it early and fails the query.
 */
function ftsQuery(term: string): string {
  return term
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => word !== "")
    .map((word) => `"${word.replaceAll('"', '""')}"*`)
    .join(" ");
}

/**
 * Pairs matching `q`: live markets before graduated curves (a bonded token's address finds its V2 pair
 * first), then an exact address or symbol match, then by 24h volume. Pairs without volume in 24h are
 * left out of fuzzy matches unless `includeZeroVolume`.
 */
export async function searchPairs(db: D1Database, q: string, includeZeroVolume: boolean): Promise<SearchResponse> {
  const term = q.toLowerCase();
  const byAddress = ADDRESS.test(term);
  const words = ftsQuery(q);
  if (!byAddress && words === "") return { pairs: [], count: 0, searchTerm: q };
  const sql = byAddress
    ? `${SEARCH_PAIR_SELECT} WHERE p.address = ?1 OR p.token0_address = ?1 OR p.token1_address = ?1`
    : `${SEARCH_PAIR_SELECT} WHERE p.address IN (SELECT pair_address FROM pair_search WHERE pair_search MATCH ?2)`;
  const { results } = await db
    .prepare(
      `SELECT * FROM (${sql}) ORDER BY graduated,
      (address = ?1 OR lower(t0_symbol) = ?1 OR lower(t1_symbol) = ?1) DESC, COALESCE(volume_24h_usd, 0) DESC, creation_block DESC
      LIMIT ${SEARCH_RESULT_LIMIT * 4}`,
    )
    .bind(...(byAddress ? [term] : [term, words]))
    .all<SearchPairRow>();
  const exact = (row: SearchPairRow) => byAddress || row.t0_symbol.toLowerCase() === term || row.t1_symbol.toLowerCase() === term;
  const pairs = results
    .filter((row) => includeZeroVolume || exact(row) || (row.volume_24h_usd ?? 0) > 0)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(searchPair);
  return { pairs, count: pairs.length, searchTerm: q };
}
