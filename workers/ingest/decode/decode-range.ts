import type { Log } from "viem";
import type { BlockHeader } from "../../chain/chain-reader";
import type { Watched } from "../../chain/watched";
import { emptyNftRows } from "../../db/nft-rows";
import { decimalText, type RangeRows } from "../../db/rows";
import { emptyLendingRows } from "../../lending/lending-rows";
import { isLendingLog } from "../../lending/lending-watched";
import { decodeAaveEvent } from "./aave-v3";
import type { ChainEvent, DecodeContext } from "./decode-context";
import { decodeLog } from "./decode-log";
import type { DecodeState } from "./decode-state";
import { decodeGuardedTrade, decodeTransfer, unpairedGuardLegs } from "./erc20-transfers";
import { decodeV2FactoryEvent, decodeV2PairEvent } from "./hyperswap-v2";
import { decodeV3FactoryEvent, decodeV3PoolEvent } from "./hyperswap-v3";
import { decodeLaunchpadEvent } from "./launchpad";
import { decodeNftMarketEvent } from "./nft-market";
import { decodeNftTransfer, isNftTransfer } from "./nft-transfers";

/**
 * Turns one range's logs (sorted by block and log index) into rows. Pure apart from `state`, which
 * it advances (new pairs, HYPE's price, circulating supplies), so ranges can follow one another.
 */
export function decodeRange(logs: Log[], blocks: Map<number, BlockHeader>, watched: Watched, state: DecodeState): RangeRows {
  const rows: RangeRows = {
    tokens: [],
    pairs: [],
    swaps: [],
    events: [],
    hypePrices: [],
    frozen: [],
    bonded: [],
    circulating: [],
    lending: emptyLendingRows(),
    nft: emptyNftRows(),
  };
  const context: DecodeContext = { watched, state, rows, syncs: new Map(), burned: new Set(), guardTraders: new Map(), guardLegs: new Map() };
  for (const log of logs) {
    const event = chainEvent(log, blocks);
    if (event !== null) decodeEvent(event, context);
  }
  unpairedGuardLegs(context);
  rows.circulating = [...context.burned].map((token) => ({ token, circulating_supply: decimalText(state.circulating.get(token) ?? 0) }));
  return rows;
}

/** Each event goes to the family of the contract that emitted it; a contract the indexer does not watch is skipped. */
function decodeEvent(event: ChainEvent, context: DecodeContext): void {
  const { watched, state } = context;
  const pair = state.pairs.get(event.address);
  if (isNftTransfer(event)) decodeNftTransfer(event, context);
  else if (event.address === watched.nftMarket) decodeNftMarketEvent(event, context);
  else if (event.address === watched.launchpad) decodeLaunchpadEvent(event, context);
  else if (event.address === watched.tradeGuard) decodeGuardedTrade(event, context);
  else if (event.address === watched.v2Factory) decodeV2FactoryEvent(event, context);
  else if (event.address === watched.v3Factory) decodeV3FactoryEvent(event, context);
  else if (pair?.protocol === "hyperswap-v2") decodeV2PairEvent(event, context, pair);
  else if (pair?.protocol === "hyperswap-v3") decodeV3PoolEvent(event, context, pair);
  else if (state.tracked.has(event.address)) decodeTransfer(event, context);
  else if (isLendingLog(watched.lending, event.address, event.name)) decodeAaveEvent(event, context, watched.lending!);
}

/** A log as a decoded event with its place on the chain and its transaction's sender; null for an event none of ours. */
function chainEvent(log: Log, blocks: Map<number, BlockHeader>): ChainEvent | null {
  const decoded = decodeLog(log);
  if (decoded === null) return null;
  const blockNumber = Number(log.blockNumber);
  const block = blocks.get(blockNumber);
  if (block === undefined) throw new Error(`block ${blockNumber} of a log was not read`);
  const hash = log.transactionHash!;
  return {
    name: decoded.eventName,
    args: decoded.args,
    address: log.address.toLowerCase(),
    at: { block_number: blockNumber, block_timestamp: block.timestamp, log_index: Number(log.logIndex), transaction_hash: hash },
    sender: block.senders.get(hash) ?? null,
  };
}
