import { type Abi, getAddress, type Hex, type Log, parseEventLogs, zeroAddress } from "viem";
import { compileContracts } from "../contracts/compile";
import type { NftDeployment } from "../nft/collections";
import { type Currency, type NftBook, nftBook } from "./nft-book";
import type { SimChain } from "./sim-chain";

type Args = Record<string, unknown>;

/** The book as the chain has it: holdings from the collections' transfers, open listings and offers from the market's events. */
export async function nftBookFromChain(chain: SimChain, deployment: NftDeployment): Promise<NftBook> {
  const compiled = compileContracts();
  const abi = [...compiled.NftCollection!.abi, ...compiled.NftEditions!.abi, ...compiled.NftMarket!.abi] as Abi;
  const addresses = [deployment.market, ...deployment.collections.map((collection) => collection.address)];
  const raw = (await chain.call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address: addresses }])) as Log[];
  const book = nftBook();
  const account = (value: unknown) => getAddress(value as Hex);
  const currency = (value: unknown): Currency => (value === zeroAddress ? "HYPE" : "WHYPE");
  const holderOrNull = (value: unknown) => (value === zeroAddress ? null : account(value));
  for (const log of parseEventLogs({ abi, logs: raw, strict: false })) {
    const args = log.args as Args;
    const collection = account(args.collection ?? log.address);
    const tokenId = Number(args.tokenId ?? args.id ?? 0n);
    switch (log.eventName) {
      case "Transfer":
        if (args.tokenId !== undefined) book.move(collection, tokenId, holderOrNull(args.from), holderOrNull(args.to), 1);
        break;
      case "TransferSingle":
        book.move(collection, Number(args.id), holderOrNull(args.from), holderOrNull(args.to), Number(args.value));
        break;
      case "TransferBatch":
        (args.ids as bigint[]).forEach((id, index) => {
          book.move(collection, Number(id), holderOrNull(args.from), holderOrNull(args.to), Number((args.values as bigint[])[index]));
        });
        break;
      case "Listed":
        book.nextListing = Number(args.listingId);
        book.list({
          seller: account(args.seller),
          collection,
          tokenId,
          amount: Number(args.amount),
          price: args.price as bigint,
          currency: currency(args.currency),
        });
        break;
      case "OfferMade":
        book.nextOffer = Number(args.offerId);
        book.offer({
          buyer: account(args.buyer),
          collection,
          tokenId,
          amount: Number(args.amount),
          price: args.price as bigint,
          currency: currency(args.currency),
        });
        break;
      case "ListingCancelled":
      case "Bought":
        book.listings.delete(Number(args.listingId));
        break;
      case "OfferCancelled":
      case "OfferAccepted":
        book.offers.delete(Number(args.offerId));
        break;
    }
  }
  return book;
}
