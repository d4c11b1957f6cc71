import { type Address, decodeEventLog, type Hex, parseAbi, toEventSelector } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { ChainDriver } from "./chain-driver";

// An independent reading of the chain for the tests: raw eth_getLogs decoded with this file's own
// ABI strings, and candles computed here, so the indexer's answers are checked against the logs.

const abi = parseAbi([
  "event TokensPurchased(address indexed token, address indexed buyer, uint256 hypeIn, uint256 tokensOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event TokensSold(address indexed token, address indexed seller, uint256 tokensIn, uint256 hypeOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event Sync(uint112 reserve0, uint112 reserve1)",
  "event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)",
  "event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)",
]);
const [PURCHASED, SOLD, SYNC, V3_SWAP, V2_SWAP] = abi.map((item) => toEventSelector(item));

type RawLog = { address: string; topics: [Hex, ...Hex[]]; data: Hex; blockNumber: Hex; logIndex: Hex };
export type ChainTrade = {
  block: number;
  logIndex: number;
  timestamp: number;
  trader: string;
  isBuy: boolean;
  tokens: number;
  hype: number;
  price: number;
  priceUsd: number;
};
export type ChainCandle = { time: number; open: number; high: number; low: number; close: number; volume: number };

async function logs(driver: ChainDriver, filter: { address: string; topics: (Hex | Hex[] | null)[] }): Promise<RawLog[]> {
  return driver.rpc<RawLog[]>("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", ...filter }]);
}

const order = (log: RawLog) => Number(BigInt(log.blockNumber)) * 1e6 + Number(BigInt(log.logIndex));

/** HYPE's USD price after each reference-pool log, in chain order. */
async function hypePrices(driver: ChainDriver, v2Pair: string, v3Pool: string, usdt0: string) {
  const whypeIs0 = WHYPE_ADDRESS < usdt0.toLowerCase();
  const [syncs, swaps] = await Promise.all([logs(driver, { address: v2Pair, topics: [SYNC!] }), logs(driver, { address: v3Pool, topics: [V3_SWAP!] })]);
  const prices = [
    ...syncs.map((log) => {
      const { args } = decodeEventLog({ abi, ...log }) as { args: { reserve0: bigint; reserve1: bigint } };
      const [hype, usd] = whypeIs0 ? [args.reserve0, args.reserve1] : [args.reserve1, args.reserve0];
      return { at: order(log), price: Number(usd) / 1e6 / (Number(hype) / 1e18) };
    }),
    ...swaps.map((log) => {
      const { args } = decodeEventLog({ abi, ...log }) as { args: { sqrtPriceX96: bigint } };
      const raw = (Number(args.sqrtPriceX96) / 2 ** 96) ** 2;
      const price01 = raw * 10 ** (whypeIs0 ? 18 - 6 : 6 - 18);
      return { at: order(log), price: whypeIs0 ? price01 : 1 / price01 };
    }),
  ];
  return prices.sort((a, b) => a.at - b.at);
}

/** Every curve trade of `token`, with its execution price in HYPE and in USD. */
export async function launchpadTrades(
  driver: ChainDriver,
  contracts: { launchpad: string; v2Pair: string; v3Pool: string; usdt0: string },
  token: Address,
): Promise<ChainTrade[]> {
  const tokenTopic = `0x${token.slice(2).toLowerCase().padStart(64, "0")}` as Hex;
  const [raw, prices] = await Promise.all([
    logs(driver, { address: contracts.launchpad, topics: [[PURCHASED!, SOLD!], tokenTopic] }),
    hypePrices(driver, contracts.v2Pair, contracts.v3Pool, contracts.usdt0),
  ]);
  const timestamps = new Map<number, number>();
  const trades: ChainTrade[] = [];
  for (const log of raw) {
    const block = Number(BigInt(log.blockNumber));
    if (!timestamps.has(block)) {
      const header = await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", [log.blockNumber, false]);
      timestamps.set(block, Number(BigInt(header.timestamp)));
    }
    const decoded = decodeEventLog({ abi, ...log }) as { eventName: string; args: Record<string, bigint | string> };
    const isBuy = decoded.eventName === "TokensPurchased";
    const tokens = Number(isBuy ? decoded.args.tokensOut : decoded.args.tokensIn) / 1e6;
    const hype = Number(isBuy ? decoded.args.hypeIn : decoded.args.hypeOut) / 1e18;
    const hypeUsd = prices.filter((entry) => entry.at < order(log)).at(-1)?.price;
    if (hypeUsd === undefined) throw new Error("a trade before any HYPE price");
    trades.push({
      block,
      logIndex: Number(BigInt(log.logIndex)),
      timestamp: timestamps.get(block)!,
      trader: String(isBuy ? decoded.args.buyer : decoded.args.seller).toLowerCase(),
      isBuy,
      tokens,
      hype,
      price: hype / tokens,
      priceUsd: (hype / tokens) * hypeUsd,
    });
  }
  return trades;
}

/** A pool's swap: token0's price in token1 and the token0 volume, decimals applied. */
export type PoolTrade = { timestamp: number; price: number; volume: number };

/** Swaps of a V2 pair or V3 pool, in chain order. */
export async function poolTrades(driver: ChainDriver, pool: string, protocol: "v2" | "v3", decimals: [number, number]): Promise<PoolTrade[]> {
  const raw = await logs(driver, { address: pool, topics: [protocol === "v2" ? V2_SWAP! : V3_SWAP!] });
  const trades: PoolTrade[] = [];
  for (const log of raw) {
    const header = await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", [log.blockNumber, false]);
    const { args } = decodeEventLog({ abi, ...log }) as { args: Record<string, bigint> };
    const abs = (value: bigint) => (value < 0n ? -value : value);
    const [amount0, amount1] =
      protocol === "v2" ? [args.amount0In! + args.amount0Out!, args.amount1In! + args.amount1Out!] : [abs(args.amount0!), abs(args.amount1!)];
    const volume0 = Number(amount0) / 10 ** decimals[0];
    trades.push({ timestamp: Number(BigInt(header.timestamp)), price: Number(amount1) / 10 ** decimals[1] / volume0, volume: volume0 });
  }
  return trades;
}

/** Candles of `seconds` (weeks start Monday 00:00 UTC), price and volume picked from each trade. */
export function chainCandles<T extends { timestamp: number }>(
  trades: T[],
  seconds: number,
  pick: (trade: T) => { price: number; volume: number },
): ChainCandle[] {
  const monday = 4 * 86_400;
  const offset = seconds === 604_800 ? monday : 0;
  const candles = new Map<number, ChainCandle>();
  for (const trade of trades) {
    const time = Math.floor((trade.timestamp - offset) / seconds) * seconds + offset;
    const { price, volume } = pick(trade);
    const candle = candles.get(time);
    if (candle === undefined) {
      candles.set(time, { time, open: price, high: price, low: price, close: price, volume });
    } else {
      candle.high = Math.max(candle.high, price);
      candle.low = Math.min(candle.low, price);
      candle.close = price;
      candle.volume += volume;
    }
  }
  return [...candles.values()].sort((a, b) => a.time - b.time);
}
