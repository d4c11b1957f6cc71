import type { NftCollectionDetail, NftItem, NftItemSort } from "../../../shared/schemas/nft";
import { nftCollectionTokens, nftStoredCollections } from "../../queries/nft-collections";
import type { NftCollectionSnapshot } from "./collection-snapshot";
import { collectionItems } from "./items";

const ITEMS_SHOWN = 120;

/**
 * One collection's page from its stored snapshot and its tokens: items (filtered by traits), traits, owners, daily
 * series, open listings and activity; null when it is not an indexed collection (or not yet summed up).
 */
export async function nftCollection(
  db: D1Database,
  address: string,
  options: { includeWash: boolean; traits: string[]; itemSort: NftItemSort },
): Promise<NftCollectionDetail | null> {
  const [stored] = await nftStoredCollections(db, address);
  if (stored === undefined) return null;
  const snapshot = JSON.parse(stored.snapshot) as NftCollectionSnapshot;
  const summary = options.includeWash ? snapshot.summaryWithWash : snapshot.summary;
  const { tokens, holdings } = await nftCollectionTokens(db, address);
  const { items, traits } = collectionItems(tokens, holdings, snapshot.listings, summary.standard === "erc721");
  const wanted = options.traits.map((pair) => pair.split(":") as [string, string]);
  const matching = items.filter((item) => wanted.every(([trait, value]) => item.traits.some((t) => t.trait === trait && t.value === value)));
  return {
    collection: summary,
    items: matching.sort(ITEM_ORDER[options.itemSort]).slice(0, ITEMS_SHOWN),
    itemsTotal: matching.length,
    traits,
    owners: snapshot.owners,
    series: options.includeWash ? snapshot.seriesWithWash : snapshot.series,
    listings: snapshot.listings,
    activity: snapshot.activity,
  };
}

/** Items are in token-id order already; a missing rank or price sorts last, ties by token id. */
const last = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
const ITEM_ORDER: Record<NftItemSort, (a: NftItem, b: NftItem) => number> = {
  id: () => 0,
  rarity: (a, b) => last(a.rarityRank) - last(b.rarityRank),
  price: (a, b) => last(a.listedPrice) - last(b.listedPrice),
};
