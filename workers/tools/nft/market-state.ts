import type { NftMarketRow } from "../../db/nft-rows";
import type { NftHolding } from "../../queries/nft-collections";

export type ActiveListing = NftMarketRow & { seller: string; price: number; unitPrice: number };

/**
 * The listings open at time `at` (every event up to it applied): listed, neither cancelled nor bought, and, at
 * the latest time, still held by their seller (the market would refuse a listing whose token has moved).
 */
export function openListings(events: readonly NftMarketRow[], at: number, holdings?: readonly NftHolding[]): ActiveListing[] {
  const open = new Map<string, ActiveListing>();
  for (const row of events) {
    if (row.block_timestamp > at) break;
    const key = `${row.market}:${row.order_id}`;
    if (row.kind === "list" && row.price !== null) {
      open.set(key, { ...row, seller: row.seller!, price: row.price, unitPrice: row.price / Math.max(1, Number(row.amount ?? 1)) });
    } else if (row.kind === "cancel" || row.kind === "sale") open.delete(key);
  }
  const held = holdings === undefined ? null : new Map(holdings.map((h) => [`${h.collection}:${h.token_id}:${h.holder}`, h.held]));
  return [...open.values()].filter(
    (listing) => held === null || (held.get(`${listing.collection}:${listing.token_id}:${listing.seller}`) ?? 0) >= Number(listing.amount ?? 1),
  );
}

/** The lowest unit price among `listings`, or null when nothing is listed. */
export const floorOf = (listings: readonly ActiveListing[]) => (listings.length === 0 ? null : Math.min(...listings.map((listing) => listing.unitPrice)));
