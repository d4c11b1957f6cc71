import type { NftCollectionSummary, NftCollections, NftCollectionsQuery } from "../../../shared/schemas/nft";
import { nftCollectionsData } from "../../queries/nft-collections";
import { collectionSummary, washSummary } from "./collection-summary";

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

/** Every indexed collection with its floor, volumes, owners and listings, searched by name, symbol or address and sorted (no figure last). */
export async function nftCollections(db: D1Database, query: NftCollectionsQuery, now: number): Promise<NftCollections> {
  const data = await nftCollectionsData(db);
  const search = query.search?.trim().toLowerCase() ?? "";
  const computed = data.collections
    .filter((c) => search === "" || [c.name, c.symbol, c.address].some((text) => text?.toLowerCase().includes(search)))
    .map((collection) => collectionSummary(collection, data, now, query.includeWash));
  const direction = query.order === "asc" ? 1 : -1;
  const collections = computed
    .map(({ summary }) => summary)
    .sort((a, b) => {
      if (query.sort === "name") return direction * (a.name ?? a.address).localeCompare(b.name ?? b.address);
      const [x, y] = [a[SORT_KEYS[query.sort]] as number | null, b[SORT_KEYS[query.sort]] as number | null];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return direction * (x - y) || a.address.localeCompare(b.address);
    });
  return {
    collections,
    wash: washSummary(
      computed.flatMap(({ sales }) => sales),
      now,
      query.includeWash,
    ),
  };
}
