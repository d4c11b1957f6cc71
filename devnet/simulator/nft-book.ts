import type { Address } from "viem";

export type Currency = "HYPE" | "WHYPE";
export type Listing = { id: number; seller: Address; collection: Address; tokenId: number; amount: number; price: bigint; currency: Currency };
export type Offer = { id: number; buyer: Address; collection: Address; tokenId: number; amount: number; price: bigint; currency: Currency };

/**
 * What the NFT simulator knows of the chain: who holds what, the market's active listings and offers, and
 * the ids the market gives next (it numbers both from 1). Kept by applying its own transactions.
 */
export function nftBook() {
  const holders = new Map<string, Map<Address, number>>();
  const listings = new Map<number, Listing>();
  const offers = new Map<number, Offer>();
  const key = (collection: Address, tokenId: number) => `${collection.toLowerCase()}:${tokenId}`;
  const book = {
    listings,
    offers,
    nextListing: 1,
    nextOffer: 1,
    holdersOf: (collection: Address, tokenId: number) => holders.get(key(collection, tokenId)) ?? new Map<Address, number>(),
    move(collection: Address, tokenId: number, from: Address | null, to: Address | null, amount: number) {
      const held = holders.get(key(collection, tokenId)) ?? new Map<Address, number>();
      if (from !== null) {
        const left = (held.get(from) ?? 0) - amount;
        if (left > 0) held.set(from, left);
        else held.delete(from);
      }
      if (to !== null) held.set(to, (held.get(to) ?? 0) + amount);
      holders.set(key(collection, tokenId), held);
    },
    /** Tokens `holder` holds of `collection` that no listing of theirs has taken. */
    unlisted(collection: Address, holder: Address): number[] {
      const listed = new Set([...listings.values()].filter((l) => l.seller === holder && l.collection === collection).map((l) => l.tokenId));
      const prefix = `${collection.toLowerCase()}:`;
      return [...holders.entries()].flatMap(([k, held]) =>
        k.startsWith(prefix) && held.has(holder) && !listed.has(Number(k.slice(prefix.length))) ? [Number(k.slice(prefix.length))] : [],
      );
    },
    list(listing: Omit<Listing, "id">): Listing {
      const made = { ...listing, id: book.nextListing++ };
      listings.set(made.id, made);
      return made;
    },
    offer(offer: Omit<Offer, "id">): Offer {
      const made = { ...offer, id: book.nextOffer++ };
      offers.set(made.id, made);
      return made;
    },
  };
  return book;
}

export type NftBook = ReturnType<typeof nftBook>;
