import { displaysToken0 } from "../../shared/pair-sides";
import type { WatchedMarket } from "../../shared/schemas/watchlist";
import { curveProgresses } from "./curve-progress";
import { pairMetaSelect } from "./pair-meta";
import { SEARCH_PAIR_COLUMNS, type SearchPairRow, searchPair } from "./search-pairs";

type WatchedRow = SearchPairRow & { price_change_24h: number | null };

// The pair page's own figures (search-pairs.ts: the latest trade's price and market cap on the market the token
// trades on now; pair_stats' 24h change; curve-progress.ts), for a list of markets.
const WATCHED_SQL = `${pairMetaSelect(`${SEARCH_PAIR_COLUMNS}, st.price_change_percent AS price_change_24h`)}
  LEFT JOIN pair_stats st ON st.pair_address = p.address AND st.stat_window = '24h'
  WHERE p.address IN (SELECT value FROM json_each(?1))`;

/** The figures of each indexed market among `pairs` (lowercase), in the order asked; unknown ones are left out. */
export async function watchedMarkets(db: D1Database, pairs: string[]): Promise<WatchedMarket[]> {
  if (pairs.length === 0) return [];
  const { results } = await db.prepare(WATCHED_SQL).bind(JSON.stringify(pairs)).all<WatchedRow>();
  const shownOf = (row: WatchedRow) => (displaysToken0(row.token0_address, row.token1_address) ? row.token0_address : row.token1_address);
  const curves = await curveProgresses(db, results.map(shownOf));
  const byAddress = new Map(
    results.map((row) => {
      const pair = searchPair(row);
      const token0 = displaysToken0(row.token0_address, row.token1_address);
      const market: WatchedMarket = {
        pairAddress: row.address,
        symbol: token0 ? pair.token0Symbol : pair.token1Symbol,
        name: token0 ? pair.token0Name : pair.token1Name,
        imageUri: pair.tokenImageUri,
        priceUsd: pair.latestPriceUsd,
        marketCapUsd: pair.latestMcapUsd,
        priceChange24h: row.price_change_24h,
        curve: curves.get(shownOf(row)) ?? null,
      };
      return [row.address, market];
    }),
  );
  return pairs.flatMap((pair) => byAddress.get(pair) ?? []);
}
