import { type Abi, type Address, encodeFunctionData, zeroAddress } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { compileContracts } from "../contracts/compile";
import { COLLECTIONS, COLLECTORS, type CollectionSpec, crowned, hype, type NftDeployment } from "../nft/collections";
import type { Currency, Listing, NftBook, Offer } from "./nft-book";
import type { Random } from "./random";
import type { SimTransaction } from "./sim-chain";

const GAS = 500_000n;
const erc20Transfer = [
  { type: "function", name: "transfer", stateMutability: "nonpayable", inputs: [{ type: "address" }, { type: "uint256" }], outputs: [{ type: "bool" }] },
] as const;

/** The wash traders and the tokens they keep to themselves (random trading never touches these). */
export const WASH = {
  /** Sells to a wallet it funds with WHYPE, which sells back days later. */
  funder: COLLECTORS[0]!,
  funded: COLLECTORS[1]!,
  /** Buy from each other again and again. */
  pair: [COLLECTORS[2]!, COLLECTORS[3]!] as const,
  /** BLOB #1 (the funder's), LPUNK #13 (the pair's first wallet's), PURR #1 (bought by its own seller). */
  tokens: { BLOB: 1, LPUNK: 13, PURR: 1 },
};

/**
 * The market's transactions, each applied to the book as it is made: random listings, buys, offers and
 * cancellations by the collectors, and the wash trades of WASH's wallets.
 */
export function nftTrader(deployment: NftDeployment, book: NftBook, random: Random) {
  const market = deployment.market as Address;
  const marketAbi = compileContracts().NftMarket!.abi as Abi;
  const specs = COLLECTIONS.map((spec, index) => ({ spec, address: deployment.collections[index]!.address as Address }));
  const bySymbol = (symbol: string) => specs.find((entry) => entry.spec.symbol === symbol)!;
  const reserved = new Set(Object.entries(WASH.tokens).map(([symbol, id]) => `${bySymbol(symbol).address}:${id}`));
  const call = (from: Address, functionName: string, args: readonly unknown[], value?: bigint): SimTransaction => ({
    from,
    to: market,
    data: encodeFunctionData({ abi: marketAbi, functionName, args }),
    gas: GAS,
    ...(value === undefined ? {} : { value }),
  });
  const currencyAddress = (currency: Currency) => (currency === "HYPE" ? zeroAddress : WHYPE_ADDRESS);
  const priceOf = (spec: CollectionSpec, tokenId: number, markup: number) => hype(spec.floor * markup * (spec.rare && crowned(spec.symbol, tokenId) ? 3 : 1));

  function list(seller: Address, collection: Address, tokenId: number, amount: number, price: bigint, currency: Currency): SimTransaction {
    book.list({ seller, collection, tokenId, amount, price, currency });
    return call(seller, "list", [collection, BigInt(tokenId), BigInt(amount), price, currencyAddress(currency)]);
  }

  function buy(listing: Listing, buyer: Address): SimTransaction {
    book.listings.delete(listing.id);
    book.move(listing.collection, listing.tokenId, listing.seller, buyer, listing.amount);
    return call(buyer, "buy", [BigInt(listing.id)], listing.currency === "HYPE" ? listing.price : undefined);
  }

  /** The seller's own listings of the token go first: once it is sold they could never be bought. */
  function accept(offer: Offer, seller: Address): SimTransaction[] {
    const stale = [...book.listings.values()].filter((l) => l.seller === seller && l.collection === offer.collection && l.tokenId === offer.tokenId);
    const cancels = stale.map((listing) => {
      book.listings.delete(listing.id);
      return call(seller, "cancelListing", [BigInt(listing.id)]);
    });
    book.offers.delete(offer.id);
    book.move(offer.collection, offer.tokenId, seller, offer.buyer, offer.amount);
    return [...cancels, call(seller, "acceptOffer", [BigInt(offer.id)])];
  }

  /** One random market move by a random collector; none when the move it drew has nothing to act on. */
  function randomMove(): SimTransaction[] {
    const { spec, address } = random.pick(specs);
    const unique = spec.kind === "erc721";
    const draw = random.next();
    const open = [...book.listings.values()].filter((l) => l.collection === address && !reserved.has(`${address}:${l.tokenId}`));
    if (draw < 0.35) {
      const seller = random.pick(COLLECTORS);
      const tokens = book.unlisted(address, seller).filter((id) => !reserved.has(`${address}:${id}`));
      if (tokens.length === 0) return [];
      const tokenId = random.pick(tokens);
      const amount = unique ? 1 : Math.min(book.holdersOf(address, tokenId).get(seller) ?? 0, random.int(1, 3));
      return [
        list(seller, address, tokenId, amount, priceOf(spec, tokenId, random.logNormal(1.2, 0.2)) * BigInt(amount), random.chance(0.7) ? "HYPE" : "WHYPE"),
      ];
    }
    if (draw < 0.65 && open.length > 0) {
      // The cheapest listings sell first, as on any floor.
      const cheapest = open.sort((a, b) => (a.price < b.price ? -1 : 1)).slice(0, 3);
      const listing = random.pick(cheapest);
      const buyer = random.pick(COLLECTORS.filter((collector) => collector !== listing.seller));
      return [buy(listing, buyer)];
    }
    if (draw < 0.72 && open.length > 0) {
      const listing = random.pick(open);
      book.listings.delete(listing.id);
      return [call(listing.seller, "cancelListing", [BigInt(listing.id)])];
    }
    const offers = [...book.offers.values()].filter((o) => o.collection === address && !reserved.has(`${address}:${o.tokenId}`));
    if (draw < 0.85 || offers.length === 0) {
      const tokenId = random.int(1, spec.kind === "erc721" ? spec.minted : 5);
      if (reserved.has(`${address}:${tokenId}`)) return [];
      const buyer = random.pick(COLLECTORS);
      const currency: Currency = random.chance(0.6) ? "WHYPE" : "HYPE";
      const price = priceOf(spec, tokenId, 0.85);
      book.offer({ buyer, collection: address, tokenId, amount: 1, price, currency });
      return [call(buyer, "makeOffer", [address, BigInt(tokenId), 1n, price, currencyAddress(currency)], currency === "HYPE" ? price : 0n)];
    }
    const offer = random.pick(offers);
    const seller = [...book.holdersOf(address, offer.tokenId).keys()].find((holder) => holder !== offer.buyer);
    if (seller === undefined || random.chance(0.3)) {
      book.offers.delete(offer.id);
      return [call(offer.buyer, "cancelOffer", [BigInt(offer.id)])];
    }
    return accept(offer, seller);
  }

  /**
   * The market as the deployment opens it: six collectors list one token of each collection (one in WHYPE),
   * the two cheapest of each are bought, and one collector bids on each collection.
   */
  function openingMoves(): SimTransaction[] {
    return specs.flatMap(({ spec, address }) => {
      const listings = COLLECTORS.slice(4, 10).flatMap((seller, index) => {
        const tokenId = book.unlisted(address, seller).find((id) => !reserved.has(`${address}:${id}`));
        if (tokenId === undefined) return [];
        const transaction = list(seller, address, tokenId, 1, priceOf(spec, tokenId, 1 + index / 10), index === 5 ? "WHYPE" : "HYPE");
        return [{ transaction, listing: book.listings.get(book.nextListing - 1)! }];
      });
      const sales = listings.slice(0, 2).map(({ listing }, index) => buy(listing, COLLECTORS[10 + index]!));
      const tokenId = listings.at(-1)?.listing.tokenId ?? 1;
      const bidder = COLLECTORS[12]!;
      const price = priceOf(spec, tokenId, 0.85);
      book.offer({ buyer: bidder, collection: address, tokenId, amount: 1, price, currency: "WHYPE" });
      const offer = call(bidder, "makeOffer", [address, BigInt(tokenId), 1n, price, WHYPE_ADDRESS], 0n);
      return [...listings.map(({ transaction }) => transaction), ...sales, offer];
    });
  }

  /** One wash trade, in turn: funded sale and its way back, the pair's sale either way, a seller buying its own listing. */
  function washMove(round: number): SimTransaction[] {
    const blob = bySymbol("BLOB");
    const punk = bySymbol("LPUNK");
    const purr = bySymbol("PURR");
    switch (round % 4) {
      case 0: {
        const price = priceOf(blob.spec, WASH.tokens.BLOB, 3);
        const holder = book.holdersOf(blob.address, WASH.tokens.BLOB).has(WASH.funder) ? WASH.funder : WASH.funded;
        const other = holder === WASH.funder ? WASH.funded : WASH.funder;
        // The funder pays the price to the wallet that will buy from it: the sale moves no one's money.
        const funding: SimTransaction[] =
          holder === WASH.funder
            ? [
                {
                  from: WASH.funder,
                  to: WHYPE_ADDRESS,
                  data: encodeFunctionData({ abi: erc20Transfer, functionName: "transfer", args: [WASH.funded, price] }),
                  gas: 100_000n,
                },
              ]
            : [];
        const listing = list(holder, blob.address, WASH.tokens.BLOB, 1, price, "WHYPE");
        return [...funding, listing, buy(book.listings.get(book.nextListing - 1)!, other)];
      }
      case 1:
      case 3: {
        const [first, second] = WASH.pair;
        const holder = book.holdersOf(punk.address, WASH.tokens.LPUNK).has(first) ? first : second;
        const listing = list(holder, punk.address, WASH.tokens.LPUNK, 1, priceOf(punk.spec, WASH.tokens.LPUNK, 2.5), "HYPE");
        return [listing, buy(book.listings.get(book.nextListing - 1)!, holder === first ? second : first)];
      }
      default: {
        const holder = [...book.holdersOf(purr.address, WASH.tokens.PURR).keys()][0]!;
        const listing = list(holder, purr.address, WASH.tokens.PURR, 1, priceOf(purr.spec, WASH.tokens.PURR, 4), "HYPE");
        return [listing, buy(book.listings.get(book.nextListing - 1)!, holder)];
      }
    }
  }

  return { openingMoves, randomMove, washMove };
}

export type NftTrader = ReturnType<typeof nftTrader>;
