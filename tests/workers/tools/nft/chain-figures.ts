import { type Address, decodeEventLog, formatEther, type Hex, pad, parseAbi, toEventSelector } from "viem";
import { WHYPE_ADDRESS, ZERO_ADDRESS } from "../../../../shared/addresses";

// A collection's figures worked out from the chain's raw logs alone (eth_getLogs, block timestamps), as the
// issue defines them: holdings from transfers, sales from the market's Bought and OfferAccepted events, wash
// trades by their three signs. Nothing here reads the index or the code under test.

type Rpc = <T>(method: string, params?: unknown[]) => Promise<T>;
type RawLog = { address: string; topics: Hex[]; data: Hex; blockNumber: Hex; logIndex: Hex; transactionHash: Hex };

const abi = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)",
  "event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)",
  "event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)",
  "event Bought(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty)",
  "event OfferAccepted(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty)",
]);
const topic = (name: (typeof abi)[number]["name"]) => toEventSelector(abi.find((item) => item.name === name)!);
const WEEK = 7 * 86_400;
const hex = (n: number) => `0x${n.toString(16)}`;

export type ChainSale = { seller: string; buyer: string; tokenId: bigint; price: number; at: number; block: number; logIndex: number; wash: boolean };

/** Supply and owners from every Transfer / TransferSingle / TransferBatch of `collection` up to block `head`. */
export async function chainHoldings(rpc: Rpc, collection: string, head: number) {
  const logs = await rpc<RawLog[]>("eth_getLogs", [{ address: collection, fromBlock: "0x0", toBlock: hex(head) }]);
  const held = new Map<string, bigint>();
  const move = (from: string, to: string, amount: bigint) => {
    if (from !== ZERO_ADDRESS) held.set(from, (held.get(from) ?? 0n) - amount);
    if (to !== ZERO_ADDRESS) held.set(to, (held.get(to) ?? 0n) + amount);
  };
  for (const log of logs) {
    if (log.topics[0] === topic("Transfer") && log.topics.length === 4) {
      const { args } = decodeEventLog({ abi, eventName: "Transfer", topics: log.topics as [Hex, ...Hex[]], data: log.data });
      move(args.from.toLowerCase(), args.to.toLowerCase(), 1n);
    } else if (log.topics[0] === topic("TransferSingle")) {
      const { args } = decodeEventLog({ abi, eventName: "TransferSingle", topics: log.topics as [Hex, ...Hex[]], data: log.data });
      move(args.from.toLowerCase(), args.to.toLowerCase(), args.value);
    } else if (log.topics[0] === topic("TransferBatch")) {
      const { args } = decodeEventLog({ abi, eventName: "TransferBatch", topics: log.topics as [Hex, ...Hex[]], data: log.data });
      move(
        args.from.toLowerCase(),
        args.to.toLowerCase(),
        args.values.reduce((sum, value) => sum + value, 0n),
      );
    }
  }
  const holders = [...held.values()].filter((amount) => amount > 0n);
  return { supply: Number(holders.reduce((sum, amount) => sum + amount, 0n)), owners: holders.length };
}

/** The market's sales of `collection` up to block `head`, each marked wash when a sign of wash trading is on the chain. */
export async function chainSales(rpc: Rpc, market: string, collection: string, head: number): Promise<ChainSale[]> {
  const logs = await rpc<RawLog[]>("eth_getLogs", [
    { address: market, fromBlock: "0x0", toBlock: hex(head), topics: [[topic("Bought"), topic("OfferAccepted")], null, pad(collection as Address)] },
  ]);
  const times = new Map<string, number>();
  for (const block of new Set(logs.map((log) => log.blockNumber))) {
    times.set(block, Number((await rpc<{ timestamp: Hex }>("eth_getBlockByNumber", [block, false])).timestamp));
  }
  const sales = logs.map((log) => {
    const { args } = decodeEventLog({ abi, topics: log.topics as [Hex, ...Hex[]], data: log.data });
    const sale = args as { seller: string; buyer: string; tokenId: bigint; price: bigint };
    return {
      seller: sale.seller.toLowerCase(),
      buyer: sale.buyer.toLowerCase(),
      tokenId: sale.tokenId,
      price: Number(formatEther(sale.price)),
      at: times.get(log.blockNumber)!,
      block: Number(log.blockNumber),
      logIndex: Number(log.logIndex),
      wash: false,
    };
  });
  for (const sale of sales) {
    const pair = sales.filter((other) => [other.seller, other.buyer].sort().join() === [sale.seller, sale.buyer].sort().join());
    const window = pair.filter((other) => other.at <= sale.at && sale.at - other.at <= WEEK);
    const back = pair.filter((other) => other.tokenId === sale.tokenId && other.seller === sale.buyer && Math.abs(sale.at - other.at) <= WEEK);
    if (sale.seller === sale.buyer || (await fundedBySeller(rpc, sale)) || back.length > 0) sale.wash = true;
    if (sale.seller !== sale.buyer && window.length >= 3) for (const other of window) other.wash = true;
  }
  return sales;
}

/** WHYPE the seller sent the buyer before the sale. */
async function fundedBySeller(rpc: Rpc, sale: ChainSale): Promise<boolean> {
  if (sale.seller === sale.buyer) return false;
  const transfers = await rpc<RawLog[]>("eth_getLogs", [
    {
      address: WHYPE_ADDRESS,
      fromBlock: "0x0",
      toBlock: hex(sale.block),
      topics: [topic("Transfer"), pad(sale.seller as Address), pad(sale.buyer as Address)],
    },
  ]);
  return transfers.some((log) => Number(log.blockNumber) < sale.block || Number(log.logIndex) < sale.logIndex);
}

/** Volume (HYPE) and sales since `since`, wash trades counted or not. */
export function chainVolume(sales: readonly ChainSale[], since: number, includeWash: boolean) {
  const counted = sales.filter((sale) => sale.at >= since && (includeWash || !sale.wash));
  return { volume: counted.reduce((sum, sale) => sum + sale.price, 0), sales: counted.length };
}
