import { WASH_WINDOW_DAYS, type WashReason } from "../../../shared/schemas/nft";
import type { NftFunding, NftMarketRow } from "../../db/nft-rows";

export type FlaggedSale = NftMarketRow & { seller: string; buyer: string; price: number; washReasons: WashReason[] };

const WINDOW_SECONDS = WASH_WINDOW_DAYS * 86_400;
/** Sales between the same two wallets in one collection within the window, from this many on, are repeated trading. */
const REPEATED_SALES = 3;

const isSale = (row: NftMarketRow) => row.kind === "sale" || row.kind === "offer-sale";
const pairKey = (row: { collection: string; seller: string; buyer: string }) => [row.collection, ...[row.seller, row.buyer].sort()].join(":");

/**
 * The sales among `events` (in chain order), each with why it looks like wash trading: the buyer is the seller;
 * the seller sent the buyer HYPE or WHYPE before it; the same token went back between the same two wallets within
 * the window (both sales flagged); or the two wallets traded the collection REPEATED_SALES times within the window.
 */
export function flagWashSales(events: readonly NftMarketRow[], fundings: readonly NftFunding[]): FlaggedSale[] {
  const sales = events
    .filter(isSale)
    .map((row) => ({ ...row, seller: row.seller!, buyer: row.buyer!, price: row.price ?? 0, washReasons: [] as WashReason[] }));
  const funded = new Map<string, NftFunding[]>();
  for (const funding of fundings) funded.set(`${funding.seller}:${funding.buyer}`, [...(funded.get(`${funding.seller}:${funding.buyer}`) ?? []), funding]);
  const byPair = new Map<string, FlaggedSale[]>();
  for (const sale of sales) {
    const flag = (reason: WashReason, target: FlaggedSale = sale) => {
      if (!target.washReasons.includes(reason)) target.washReasons.push(reason);
    };
    if (sale.seller === sale.buyer) flag("self-trade");
    const before = (funding: NftFunding) =>
      funding.block_number < sale.block_number || (funding.block_number === sale.block_number && funding.log_index < sale.log_index);
    if ((funded.get(`${sale.seller}:${sale.buyer}`) ?? []).some(before)) flag("funded-by-seller");
    if (sale.seller === sale.buyer) continue;
    const earlier = (byPair.get(pairKey(sale)) ?? []).filter((other) => sale.block_timestamp - other.block_timestamp <= WINDOW_SECONDS);
    for (const other of earlier) {
      if (other.token_id === sale.token_id && other.seller === sale.buyer) {
        flag("back-and-forth", other);
        flag("back-and-forth");
      }
    }
    if (earlier.length + 1 >= REPEATED_SALES) for (const other of [...earlier, sale]) flag("repeated-pair", other);
    byPair.set(pairKey(sale), [...earlier, sale]);
  }
  return sales;
}
