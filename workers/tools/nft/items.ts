import type { NftCollectionDetail, NftItem } from "../../../shared/schemas/nft";
import type { NftHolding, NftTokenRecord } from "../../queries/nft-collections";

type Trait = { trait: string; value: string };

const traitsOf = (token: NftTokenRecord): Trait[] => {
  try {
    return token.attributes === null ? [] : (JSON.parse(token.attributes) as Trait[]);
  } catch {
    return [];
  }
};

/**
 * The collection's items with their traits' shares and rarity rank (1 = rarest: the lowest product of its traits'
 * shares among items with metadata), their owner (ERC-721) and lowest listing; and the traits with their counts.
 */
export function collectionItems(
  tokens: readonly NftTokenRecord[],
  holdings: readonly NftHolding[],
  listings: NftCollectionDetail["listings"],
  unique: boolean,
) {
  const traits = new Map(tokens.map((token) => [token.token_id, traitsOf(token)]));
  const counts = new Map<string, Map<string, number>>();
  for (const list of traits.values()) {
    for (const { trait, value } of list) {
      const values = counts.get(trait) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + 1);
      counts.set(trait, values);
    }
  }
  const described = tokens.filter((token) => traits.get(token.token_id)!.length > 0).length;
  const share = (trait: string, value: string) => (counts.get(trait)?.get(value) ?? 0) / Math.max(1, described);
  const score = (id: string) => traits.get(id)!.reduce((product, { trait, value }) => product * share(trait, value), 1);
  const ranked = tokens
    .filter((token) => traits.get(token.token_id)!.length > 0)
    .sort((a, b) => score(a.token_id) - score(b.token_id) || Number(a.token_id) - Number(b.token_id));
  const rank = new Map(ranked.map((token, index) => [token.token_id, index + 1]));
  const owner = new Map(unique ? holdings.map((holding) => [holding.token_id, holding.holder]) : []);
  const listed = new Map<string, number>();
  for (const listing of listings) listed.set(listing.tokenId, Math.min(listed.get(listing.tokenId) ?? Number.POSITIVE_INFINITY, listing.price));
  const items: NftItem[] = tokens.map((token) => ({
    tokenId: token.token_id,
    name: token.name,
    image: token.image,
    traits: traits.get(token.token_id)!.map(({ trait, value }) => ({ trait, value, share: share(trait, value) })),
    rarityRank: rank.get(token.token_id) ?? null,
    owner: owner.get(token.token_id) ?? null,
    listedPrice: listed.get(token.token_id) ?? null,
  }));
  const traitList = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([trait, values]) => ({ trait, values: [...values.entries()].sort(([, a], [, b]) => a - b).map(([value, count]) => ({ value, count })) }));
  return { items, traits: traitList };
}
