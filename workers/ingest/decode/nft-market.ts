import { formatEther, zeroAddress } from "viem";
import type { NftMarketKind } from "../../db/nft-rows";
import { type ChainEvent, type DecodeContext, lower } from "./decode-context";

const KINDS: Record<string, NftMarketKind> = {
  Listed: "list",
  ListingCancelled: "cancel",
  Bought: "sale",
  OfferMade: "offer",
  OfferCancelled: "offer-cancel",
  OfferAccepted: "offer-sale",
};

const hype = (wei: unknown) => (typeof wei === "bigint" ? Number(formatEther(wei)) : null);
const text = (value: unknown) => (value === undefined ? null : String(value));

/** An event of our marketplace (contracts/NftMarket.sol) as a row: listings, offers and the sales they end in. */
export function decodeNftMarketEvent({ name, args, address, at }: ChainEvent, context: DecodeContext): void {
  const kind = KINDS[name];
  if (kind === undefined) return;
  context.rows.nft.market.push({
    market: address,
    ...at,
    kind,
    order_id: Number(args.listingId ?? args.offerId),
    collection: lower(args.collection),
    token_id: String(args.tokenId),
    seller: args.seller === undefined ? null : lower(args.seller),
    buyer: args.buyer === undefined ? null : lower(args.buyer),
    amount: text(args.amount),
    price_wei: text(args.price),
    price: hype(args.price),
    currency: args.currency === undefined ? null : lower(args.currency) === zeroAddress ? "HYPE" : "WHYPE",
    royalty: hype(args.royalty),
  });
}
