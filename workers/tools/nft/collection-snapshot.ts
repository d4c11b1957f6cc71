import { ZERO_ADDRESS } from "../../../shared/addresses";
import { type NftActivity, type NftCollectionDetail, type NftCollectionSummary, WHALE_SHARE } from "../../../shared/schemas/nft";
import type { NftMarketRow } from "../../db/nft-rows";
import type { NftCollectionData, NftHolding, NftTransferRecord } from "../../queries/nft-collections";
import { collectionSummary } from "./collection-summary";
import { floorOf, openListings } from "./market-state";
import type { FlaggedSale } from "./wash";

const DAY = 86_400;
const SERIES_DAYS = 7;
/** Activity rows a collection's page shows (and the stats step keeps). */
export const ACTIVITY_SHOWN = 60;
const TOP_OWNERS = 10;

/** A collection's stored figures: everything its pages show but the item grid, wash trades left out and counted in. */
export type NftCollectionSnapshot = {
  summary: NftCollectionSummary;
  summaryWithWash: NftCollectionSummary;
  owners: NftCollectionDetail["owners"];
  series: NftCollectionDetail["series"];
  seriesWithWash: NftCollectionDetail["series"];
  listings: NftCollectionDetail["listings"];
  activity: NftActivity[];
};

/** The snapshot of one collection at `now`, from its whole history (the stats step's work, off the request path). */
export function collectionSnapshot(data: NftCollectionData, now: number): NftCollectionSnapshot {
  const { summary, sales, listings } = collectionSummary(data, now, false);
  const summaryWithWash = collectionSummary(data, now, true).summary;
  return {
    summary,
    summaryWithWash,
    owners: ownerDistribution(data.holdings, summary.supply),
    series: dailySeries(data.events, sales, now, false),
    seriesWithWash: dailySeries(data.events, sales, now, true),
    listings: listings
      .sort((a, b) => a.unitPrice - b.unitPrice)
      .map((listing) => ({
        listingId: listing.order_id,
        tokenId: listing.token_id,
        seller: listing.seller,
        price: listing.unitPrice,
        currency: listing.currency!,
        at: listing.block_timestamp,
      })),
    activity: activityFeed(data.events, sales, data.transfers),
  };
}

function ownerDistribution(holdings: readonly NftHolding[], supply: number) {
  const held = new Map<string, number>();
  for (const holding of holdings) held.set(holding.holder, (held.get(holding.holder) ?? 0) + holding.held);
  const owners = [...held.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const share = (count: number) => (supply > 0 ? count / supply : 0);
  const whales = owners.filter(([, count]) => share(count) >= WHALE_SHARE);
  return {
    total: owners.length,
    holdingOne: owners.filter(([, count]) => count === 1).length,
    whales: whales.length,
    whaleShare: share(whales.reduce((sum, [, count]) => sum + count, 0)),
    top: owners.slice(0, TOP_OWNERS).map(([address, count]) => ({ address, held: count, share: share(count) })),
  };
}

/** The last SERIES_DAYS days (UTC), each with its sales and the floor at its end. */
function dailySeries(events: readonly NftMarketRow[], sales: readonly FlaggedSale[], now: number, includeWash: boolean) {
  const today = Math.floor(now / DAY) * DAY;
  return Array.from({ length: SERIES_DAYS }, (_, index) => {
    const day = today - (SERIES_DAYS - 1 - index) * DAY;
    const counted = sales.filter((sale) => sale.block_timestamp >= day && sale.block_timestamp < day + DAY && (includeWash || sale.washReasons.length === 0));
    return {
      day,
      volume: counted.reduce((sum, sale) => sum + sale.price, 0),
      sales: counted.length,
      floor: floorOf(openListings(events, Math.min(now, day + DAY - 1))),
    };
  });
}

/** Market events and plain transfers (mints, moves outside the market), newest first, sales with their wash reasons. */
function activityFeed(events: readonly NftMarketRow[], sales: readonly FlaggedSale[], transfers: readonly NftTransferRecord[]): NftActivity[] {
  const reasons = new Map(sales.map((sale) => [`${sale.block_number}:${sale.log_index}`, sale.washReasons]));
  const saleTransactions = new Set(sales.map((sale) => sale.transaction_hash));
  const market: (NftActivity & { order: number })[] = events.slice(-ACTIVITY_SHOWN).map((row) => ({
    kind: row.kind,
    tokenId: row.token_id,
    from: row.seller,
    to: row.buyer,
    price: row.price,
    currency: row.currency,
    at: row.block_timestamp,
    transactionHash: row.transaction_hash,
    washReasons: reasons.get(`${row.block_number}:${row.log_index}`) ?? [],
    order: row.block_number * 1e6 + row.log_index,
  }));
  const moves = transfers
    .filter((transfer) => !saleTransactions.has(transfer.transaction_hash))
    .map((transfer) => ({
      kind: transfer.from_address === ZERO_ADDRESS ? ("mint" as const) : ("transfer" as const),
      tokenId: transfer.token_id,
      from: transfer.from_address === ZERO_ADDRESS ? null : transfer.from_address,
      to: transfer.to_address,
      price: null,
      currency: null,
      at: transfer.block_timestamp,
      transactionHash: transfer.transaction_hash,
      washReasons: [],
      order: transfer.block_number * 1e6 + transfer.log_index,
    }));
  return [...market, ...moves]
    .sort((a, b) => b.order - a.order)
    .slice(0, ACTIVITY_SHOWN)
    .map(({ order: _order, ...activity }) => activity);
}
