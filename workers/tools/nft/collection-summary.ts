import type { NftCollectionSummary } from "../../../shared/schemas/nft";
import { WASH_WINDOW_DAYS } from "../../../shared/schemas/nft";
import type { NftCollectionData } from "../../queries/nft-collections";
import { floorOf, openListings } from "./market-state";
import { type FlaggedSale, flagWashSales } from "./wash";

const DAY = 86_400;

/** Volume and sales since `since`, wash trades left out unless `includeWash`. */
export function salesSince(sales: readonly FlaggedSale[], since: number, includeWash: boolean) {
  const counted = sales.filter((sale) => sale.block_timestamp >= since && (includeWash || sale.washReasons.length === 0));
  return { volume: counted.reduce((sum, sale) => sum + sale.price, 0), sales: counted.length };
}

/** The wash figures of 7 days of `sales`: what was left out (or would be) and its share of all volume. */
export function washSummary(sales: readonly FlaggedSale[], now: number, included: boolean) {
  const all = salesSince(sales, now - 7 * DAY, true);
  const honest = salesSince(sales, now - 7 * DAY, false);
  const washVolume7d = all.volume - honest.volume;
  return {
    windowDays: WASH_WINDOW_DAYS,
    included,
    washVolume7d,
    washSales7d: all.sales - honest.sales,
    washShare7d: all.volume > 0 ? washVolume7d / all.volume : 0,
  };
}

/** One collection's figures for the list and the page's header. */
export function collectionSummary({ collection, events, holdings, fundings }: NftCollectionData, now: number, includeWash: boolean) {
  const sales = flagWashSales(events, fundings);
  const listings = openListings(events, now, holdings);
  const floor = floorOf(listings);
  const floorBefore = floorOf(openListings(events, now - DAY));
  const day = salesSince(sales, now - DAY, includeWash);
  const week = salesSince(sales, now - 7 * DAY, includeWash);
  const summary: NftCollectionSummary = {
    ...collection,
    floor,
    floorChange24h: floor !== null && floorBefore !== null && floorBefore > 0 ? ((floor - floorBefore) / floorBefore) * 100 : null,
    volume24h: day.volume,
    volume7d: week.volume,
    sales24h: day.sales,
    sales7d: week.sales,
    owners: new Set(holdings.map((row) => row.holder)).size,
    supply: holdings.reduce((sum, row) => sum + row.held, 0),
    listed: listings.length,
    wash: washSummary(sales, now, includeWash),
  };
  return { summary, sales, listings };
}
