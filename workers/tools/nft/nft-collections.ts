import type { NftCollectionSummary, NftCollections, NftCollectionsQuery, WashSummary } from "../../../shared/schemas/nft";
import { WASH_WINDOW_DAYS } from "../../../shared/schemas/nft";
import { nftStoredCollections } from "../../queries/nft-collections";
import type { NftCollectionSnapshot } from "./collection-snapshot";

const SORT_KEYS: Record<Exclude<NftCollectionsQuery["sort"], "name">, keyof NftCollectionSummary> = {
  volume24h: "volume24h",
  volume7d: "volume7d",
  sales24h: "sales24h",
  floor: "floor",
  change24h: "floorChange24h",
  owners: "owners",
  supply: "supply",
  listed: "listed",
};

/** Every indexed collection's stored figures, searched by name, symbol or address and sorted (no figure last). */
export async function nftCollections(db: D1Database, query: NftCollectionsQuery): Promise<NftCollections> {
  const search = query.search?.trim().toLowerCase() ?? "";
  const snapshots = (await nftStoredCollections(db)).map((row) => JSON.parse(row.snapshot) as NftCollectionSnapshot);
  const direction = query.order === "asc" ? 1 : -1;
  const collections = snapshots
    .map((snapshot) => (query.includeWash ? snapshot.summaryWithWash : snapshot.summary))
    .filter((c) => search === "" || [c.name, c.symbol, c.address].some((text) => text?.toLowerCase().includes(search)))
    .sort((a, b) => {
      if (query.sort === "name") return direction * (a.name ?? a.address).localeCompare(b.name ?? b.address);
      const [x, y] = [a[SORT_KEYS[query.sort]] as number | null, b[SORT_KEYS[query.sort]] as number | null];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return direction * (x - y) || a.address.localeCompare(b.address);
    });
  return { collections, wash: chainWash(snapshots, query.includeWash) };
}

/** The wash figures of every collection together: what was left out (or would be) and its share of all 7-day volume. */
function chainWash(snapshots: readonly NftCollectionSnapshot[], included: boolean): WashSummary {
  const washVolume7d = snapshots.reduce((sum, snapshot) => sum + snapshot.summary.wash.washVolume7d, 0);
  const allVolume7d = snapshots.reduce((sum, snapshot) => sum + snapshot.summaryWithWash.volume7d, 0);
  return {
    windowDays: WASH_WINDOW_DAYS,
    included,
    washVolume7d,
    washSales7d: snapshots.reduce((sum, snapshot) => sum + snapshot.summary.wash.washSales7d, 0),
    washShare7d: allVolume7d > 0 ? washVolume7d / allVolume7d : 0,
  };
}
