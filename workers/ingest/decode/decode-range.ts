import { formatUnits, type Hash, type Log } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/constants";
import type { Protocol } from "../../../shared/schemas/chart";
import type { BlockHeader, TokenFacts } from "../../chain/chain-reader";
import { decodeLog } from "./decode-log";
import { displaysToken0 } from "../../../shared/pair-sides";
import { decimalText, type EventRow, type RangeRows, type SwapRow } from "../../db/rows";

/** The contracts whose events define the markets. */
export type Watched = {
  launchpad: string | null;
  v2Factory: string | null;
  v3Factory: string | null;
  stablecoins: Set<string>;
  /** WHYPE/stablecoin pools: their prices are HYPE's USD price. */
  hypeReferencePools: Set<string>;
};

export type PairInfo = { id: number; address: string; protocol: Protocol; token0: string; token1: string };

/** What decoding needs to know beyond the range's own logs; updated as the range's logs are applied. */
export type DecodeState = {
  pairs: Map<string, PairInfo>;
  /** The id a pair created in the range gets next (pair ids are assigned in chain order). */
  nextPairId: number;
  decimals: Map<string, number>;
  /** Tokens first seen in this range (not launchpad tokens), read from the chain. */
  newTokenFacts: Map<string, TokenFacts>;
  /** Launchpad tokens, whose transfers are activity. */
  tracked: Set<string>;
  hypeUsd: number | null;
  /** Whole tokens in circulation, per tracked or displayed token. */
  circulating: Map<string, number>;
  lastSqrtPriceX96: Map<string, bigint>;
};

/** LiquidLaunch mints 1,000,000,000 tokens with 6 decimals. */
export const LAUNCHPAD_TOKEN_DECIMALS = 6;
const ZERO = "0x0000000000000000000000000000000000000000";
const DEAD = "0x000000000000000000000000000000000000dead";
const Q96 = 2 ** 96;
const NO_AMOUNTS = {
  token_in_address: null, token_out_address: null, amount_in: null, amount_out: null, reserve0_after: null, reserve1_after: null,
  liquidity_after: null, price_per_token: null,
} as const;

const lower = (value: unknown) => String(value).toLowerCase();

/**
 * Turns one range's logs (sorted by block and log index) into rows. Pure apart from `state`, which
 * it advances (new pairs, HYPE's price, circulating supplies), so ranges can follow one another.
 */
export function decodeRange(logs: Log[], blocks: Map<number, BlockHeader>, watched: Watched, state: DecodeState, now: string): RangeRows {
  const rows: RangeRows = { tokens: [], pairs: [], swaps: [], events: [], hypePrices: [], frozen: [], bonded: [], circulating: [] };
  const syncs = new Map<string, { reserve0: bigint; reserve1: bigint }>();
  const burned = new Set<string>();
  const decimalsOf = (token: string) => state.decimals.get(token) ?? 18;
  // Two of a V2 swap's four amounts are zero: their text needs no formatting.
  const amount = (raw: bigint, token: string) => (raw === 0n ? "0" : formatUnits(raw, decimalsOf(token)));
  // A pair already known keeps its id, so its stored rows stay its own.
  const idFor = (address: string) => state.pairs.get(address)?.id ?? state.nextPairId++;
  const setHypeUsd = (at: Location, price: number) => {
    state.hypeUsd = price;
    rows.hypePrices.push({ block_number: at.block_number, log_index: at.log_index, block_timestamp: at.block_timestamp, price_usd: price });
  };
  const usdOf = (token: string) => (token === WHYPE_ADDRESS ? state.hypeUsd : watched.stablecoins.has(token) ? 1 : null);

  for (const log of logs) {
    const decoded = decodeLog(log);
    if (decoded === null) continue;
    const address = log.address.toLowerCase();
    const blockNumber = Number(log.blockNumber);
    const block = blocks.get(blockNumber);
    if (block === undefined) throw new Error(`block ${blockNumber} of a log was not read`);
    const txHash = log.transactionHash as Hash;
    const located = {
      block_number: blockNumber,
      block_timestamp: block.timestamp,
      log_index: Number(log.logIndex),
      transaction_hash: txHash,
    };
    const sender = block.senders.get(txHash) ?? null;
    const args = decoded.args;
    const pair = state.pairs.get(address);

    switch (decoded.eventName) {
      case "TokenCreated": {
        if (address !== watched.launchpad) break;
        const token = lower(args.token);
        const creator = lower(args.creator);
        const totalSupply = units(args.totalSupply as bigint, LAUNCHPAD_TOKEN_DECIMALS);
        state.tracked.add(token);
        state.decimals.set(token, LAUNCHPAD_TOKEN_DECIMALS);
        state.circulating.set(token, totalSupply);
        const id = idFor(token);
        state.pairs.set(token, { id, address: token, protocol: "liquidlaunch", token0: token, token1: WHYPE_ADDRESS });
        const metadata = Object.fromEntries(
          (["image_uri", "description", "website", "twitter", "telegram", "discord"] as const).map((key) => [key, String(args[key])]),
        );
        rows.tokens.push({
          address: token,
          name: String(args.name),
          symbol: String(args.symbol),
          decimals: LAUNCHPAD_TOKEN_DECIMALS,
          total_supply: decimalText(totalSupply),
          circulating_supply: decimalText(totalSupply),
          token_type: "launchpad",
          creator_address: creator,
          creation_block: blockNumber,
          creation_timestamp: block.timestamp,
          metadata: JSON.stringify(metadata),
          block_number: blockNumber,
        });
        rows.pairs.push({
          id,
          address: token,
          protocol: "liquidlaunch",
          token0_address: token,
          token1_address: WHYPE_ADDRESS,
          fee: null,
          creation_block: blockNumber,
          creation_timestamp: block.timestamp,
          creation_transaction: txHash,
          creator_address: creator,
          block_number: blockNumber,
        });
        rows.events.push(
          eventRow(located, {
            pair_address: token,
            contract_address: address,
            event_type: "tc",
            trader_address: creator,
            from_address: creator,
            to_address: null,
            ...NO_AMOUNTS,
            token_in_address: WHYPE_ADDRESS,
            token_out_address: token,
            amount_in: formatUnits(args.initialPurchaseAmount as bigint, 18),
            reserve0_after: formatUnits(args.currentTokenReserves as bigint, LAUNCHPAD_TOKEN_DECIMALS),
            reserve1_after: formatUnits(args.currentHypeReserves as bigint, 18),
            price_per_token: formatUnits(args.currentPrice as bigint, 18),
          }),
        );
        break;
      }
      case "TokensPurchased":
      case "TokensSold": {
        if (address !== watched.launchpad) break;
        const token = lower(args.token);
        const isBuy = decoded.eventName === "TokensPurchased";
        const tokens = (isBuy ? args.tokensOut : args.tokensIn) as bigint;
        const hype = (isBuy ? args.hypeIn : args.hypeOut) as bigint;
        const hypeReserve = args.hypeReserves as bigint;
        const tokenReserve = args.tokenReserves as bigint;
        const tokenReserveBefore = isBuy ? tokenReserve + tokens : tokenReserve - tokens;
        // Constant product: the reserves before the trade give the spot price it moved from.
        const hypeReserveBefore = tokenReserveBefore === 0n ? 0n : (hypeReserve * tokenReserve) / tokenReserveBefore;
        rows.swaps.push(
          swapRow({
            located,
            pair: state.pairs.get(token) ?? { address: token, protocol: "liquidlaunch", token0: token, token1: WHYPE_ADDRESS },
            trader: lower(isBuy ? args.buyer : args.seller),
            raw: isBuy ? { in0: 0n, in1: hype, out0: tokens, out1: 0n } : { in0: tokens, in1: 0n, out0: 0n, out1: hype },
            spotBefore: spot(tokenReserveBefore, hypeReserveBefore, LAUNCHPAD_TOKEN_DECIMALS, 18),
            spotAfter: spot(tokenReserve, hypeReserve, LAUNCHPAD_TOKEN_DECIMALS, 18),
            reserves: { reserve0: amount(tokenReserve, token), reserve1: formatUnits(hypeReserve, 18), liquidity: null, sqrtPriceX96: null },
          }),
        );
        break;
      }
      case "TokenFrozen":
      case "TokenBonded": {
        if (address !== watched.launchpad) break;
        const token = lower(args.token);
        const milestone = { token, block_number: blockNumber, timestamp: block.timestamp };
        if (decoded.eventName === "TokenFrozen") {
          rows.frozen.push(milestone);
          break;
        }
        rows.bonded.push(milestone);
        rows.events.push(
          eventRow(located, { pair_address: token, contract_address: address, event_type: "tb", trader_address: sender, from_address: sender, to_address: null, ...NO_AMOUNTS }),
        );
        break;
      }
      case "PairCreated":
      case "PoolCreated": {
        const isV2 = decoded.eventName === "PairCreated";
        if (address !== (isV2 ? watched.v2Factory : watched.v3Factory)) break;
        const created = lower(isV2 ? args.pair : args.pool);
        const token0 = lower(args.token0);
        const token1 = lower(args.token1);
        const protocol: Protocol = isV2 ? "hyperswap-v2" : "hyperswap-v3";
        const id = idFor(created);
        state.pairs.set(created, { id, address: created, protocol, token0, token1 });
        for (const token of [token0, token1]) {
          const facts = state.newTokenFacts.get(token);
          if (facts === undefined || rows.tokens.some((row) => row.address === token)) continue;
          const supply = facts.totalSupply === null ? null : formatUnits(facts.totalSupply, facts.decimals);
          state.decimals.set(token, facts.decimals);
          if (supply !== null) state.circulating.set(token, Number(supply));
          rows.tokens.push({
            address: token,
            name: facts.name,
            symbol: facts.symbol,
            decimals: facts.decimals,
            total_supply: supply,
            circulating_supply: supply,
            token_type: token === WHYPE_ADDRESS ? "native-wrapped" : watched.stablecoins.has(token) ? "stablecoin" : "erc20",
            creator_address: null,
            creation_block: null,
            creation_timestamp: null,
            metadata: "{}",
            block_number: blockNumber,
          });
        }
        rows.pairs.push({
          id,
          address: created,
          protocol,
          token0_address: token0,
          token1_address: token1,
          fee: isV2 ? null : Number(args.fee),
          creation_block: blockNumber,
          creation_timestamp: block.timestamp,
          creation_transaction: txHash,
          creator_address: sender,
          block_number: blockNumber,
        });
        rows.events.push(
          eventRow(located, {
            pair_address: created,
            contract_address: address,
            event_type: "pc",
            trader_address: sender,
            from_address: sender,
            to_address: null,
            ...NO_AMOUNTS,
            token_in_address: token0,
            token_out_address: token1,
          }),
        );
        break;
      }
      case "Sync": {
        if (pair?.protocol !== "hyperswap-v2") break;
        const reserves = { reserve0: args.reserve0 as bigint, reserve1: args.reserve1 as bigint };
        syncs.set(address, reserves);
        if (watched.hypeReferencePools.has(address)) {
          const whypeIs0 = pair.token0 === WHYPE_ADDRESS;
          const price = whypeIs0
            ? spot(reserves.reserve0, reserves.reserve1, 18, decimalsOf(pair.token1))
            : spot(reserves.reserve1, reserves.reserve0, 18, decimalsOf(pair.token0));
          if (price !== null) setHypeUsd(located, price);
        }
        break;
      }
      case "Swap": {
        if (pair === undefined) break;
        if (pair.protocol === "hyperswap-v2") {
          const reserves = syncs.get(address);
          const raw = { in0: args.amount0In as bigint, in1: args.amount1In as bigint, out0: args.amount0Out as bigint, out1: args.amount1Out as bigint };
          const before = reserves && { reserve0: reserves.reserve0 - raw.in0 + raw.out0, reserve1: reserves.reserve1 - raw.in1 + raw.out1 };
          const [d0, d1] = [decimalsOf(pair.token0), decimalsOf(pair.token1)];
          rows.swaps.push(
            swapRow({
              located,
              pair,
              trader: sender ?? lower(args.to),
              raw,
              spotBefore: before ? spot(before.reserve0, before.reserve1, d0, d1) : null,
              spotAfter: reserves ? spot(reserves.reserve0, reserves.reserve1, d0, d1) : null,
              reserves: {
                reserve0: reserves ? amount(reserves.reserve0, pair.token0) : null,
                reserve1: reserves ? amount(reserves.reserve1, pair.token1) : null,
                liquidity: null,
                sqrtPriceX96: null,
              },
            }),
          );
        } else if (pair.protocol === "hyperswap-v3") {
          const amount0 = args.amount0 as bigint;
          const amount1 = args.amount1 as bigint;
          const sqrtPriceX96 = args.sqrtPriceX96 as bigint;
          const previous = state.lastSqrtPriceX96.get(address);
          state.lastSqrtPriceX96.set(address, sqrtPriceX96);
          const [d0, d1] = [decimalsOf(pair.token0), decimalsOf(pair.token1)];
          const spotOf = (sqrt: bigint) => (Number(sqrt) / Q96) ** 2 * 10 ** (d0 - d1);
          if (watched.hypeReferencePools.has(address)) {
            const price01 = spotOf(sqrtPriceX96);
            setHypeUsd(located, pair.token0 === WHYPE_ADDRESS ? price01 : 1 / price01);
          }
          rows.swaps.push(
            swapRow({
              located,
              pair,
              trader: sender ?? lower(args.recipient),
              raw: {
                in0: amount0 > 0n ? amount0 : 0n,
                in1: amount1 > 0n ? amount1 : 0n,
                out0: amount0 < 0n ? -amount0 : 0n,
                out1: amount1 < 0n ? -amount1 : 0n,
              },
              spotBefore: previous === undefined ? null : spotOf(previous),
              spotAfter: spotOf(sqrtPriceX96),
              reserves: { reserve0: null, reserve1: null, liquidity: String(args.liquidity), sqrtPriceX96: String(sqrtPriceX96) },
            }),
          );
        }
        break;
      }
      case "Mint":
      case "Burn": {
        if (pair === undefined || pair.protocol === "liquidlaunch") break;
        const reserves = pair.protocol === "hyperswap-v2" ? syncs.get(address) : undefined;
        const [d0, d1] = [decimalsOf(pair.token0), decimalsOf(pair.token1)];
        const price01 = reserves ? spot(reserves.reserve0, reserves.reserve1, d0, d1) : null;
        const displayedPrice = price01 === null || price01 === 0 ? null : displaysToken0(pair.token0, pair.token1) ? price01 : 1 / price01;
        const provider = sender ?? (args.sender === undefined ? lower(args.owner) : lower(args.sender));
        rows.events.push(
          eventRow(located, {
            pair_address: address,
            contract_address: address,
            event_type: decoded.eventName === "Mint" ? "la" : "lr",
            trader_address: provider,
            from_address: provider,
            to_address: args.to === undefined ? null : lower(args.to),
            token_in_address: pair.token0,
            token_out_address: pair.token1,
            amount_in: amount(args.amount0 as bigint, pair.token0),
            amount_out: amount(args.amount1 as bigint, pair.token1),
            reserve0_after: reserves ? amount(reserves.reserve0, pair.token0) : null,
            reserve1_after: reserves ? amount(reserves.reserve1, pair.token1) : null,
            liquidity_after: null,
            price_per_token: displayedPrice === null ? null : decimalText(displayedPrice),
          }),
        );
        break;
      }
      case "Transfer": {
        if (!state.tracked.has(address) || args.value === undefined) break;
        const from = lower(args.from);
        const to = lower(args.to);
        const value = args.value as bigint;
        if (to === ZERO || to === DEAD) {
          burned.add(address);
          state.circulating.set(address, (state.circulating.get(address) ?? 0) - units(value, decimalsOf(address)));
        }
        rows.events.push(
          eventRow(located, {
            pair_address: address,
            contract_address: address,
            event_type: "t",
            trader_address: from,
            from_address: from,
            to_address: to,
            ...NO_AMOUNTS,
            token_in_address: address,
            amount_in: amount(value, address),
          }),
        );
        break;
      }
    }
  }
  rows.circulating = [...burned].map((token) => ({ token, circulating_supply: decimalText(state.circulating.get(token) ?? 0) }));
  return rows;

  type SwapInput = {
    located: Location;
    /** A curve whose launch came before the indexer's start block is known by its token alone. */
    pair: Omit<PairInfo, "id">;
    trader: string;
    raw: { in0: bigint; in1: bigint; out0: bigint; out1: bigint };
    spotBefore: number | null;
    spotAfter: number | null;
    reserves: { reserve0: string | null; reserve1: string | null; liquidity: string | null; sqrtPriceX96: string | null };
  };

  function swapRow(input: SwapInput): SwapRow {
    const { pair, raw } = input;
    const volume0 = units(raw.in0 + raw.out0, decimalsOf(pair.token0));
    const volume1 = units(raw.in1 + raw.out1, decimalsOf(pair.token1));
    const price0In1 = volume0 === 0 ? 0 : volume1 / volume0;
    const price1In0 = volume1 === 0 ? 0 : volume0 / volume1;
    const token0Shown = displaysToken0(pair.token0, pair.token1);
    const quoteUsd = usdOf(token0Shown ? pair.token1 : pair.token0);
    const shownPrice = token0Shown ? price0In1 : price1In0;
    const priceUsd = quoteUsd === null ? null : shownPrice * quoteUsd;
    const shownVolume = token0Shown ? volume0 : volume1;
    const circulating = state.circulating.get(token0Shown ? pair.token0 : pair.token1);
    const impact =
      input.spotBefore === null || input.spotAfter === null || input.spotBefore === 0
        ? null
        : Math.abs(input.spotAfter / input.spotBefore - 1) * 100;
    const { located } = input;
    return {
      pair_address: pair.address,
      block_number: located.block_number,
      block_timestamp: located.block_timestamp,
      log_index: located.log_index,
      transaction_hash: located.transaction_hash,
      trader_address: input.trader,
      amount0_in: amount(raw.in0, pair.token0),
      amount1_in: amount(raw.in1, pair.token1),
      amount0_out: amount(raw.out0, pair.token0),
      amount1_out: amount(raw.out1, pair.token1),
      price0_in1: price0In1,
      price1_in0: price1In0,
      price_usd: priceUsd,
      volume_token0: volume0,
      volume_token1: volume1,
      volume_usd: priceUsd === null ? null : shownVolume * priceUsd,
      price_impact_percent: impact,
      reserve0_after: input.reserves.reserve0,
      reserve1_after: input.reserves.reserve1,
      liquidity_after: input.reserves.liquidity,
      sqrt_price_x96_after: input.reserves.sqrtPriceX96,
      is_buy: (token0Shown ? raw.out0 > 0n : raw.out1 > 0n) ? 1 : 0,
      mcap_usd: priceUsd === null || circulating === undefined ? null : priceUsd * circulating,
    };
  }
}

type Location = Pick<SwapRow, "block_number" | "block_timestamp" | "log_index" | "transaction_hash">;

const eventRow = (located: Location, fields: Omit<EventRow, keyof Location>): EventRow => ({ ...located, ...fields });

/**
 * A raw amount in whole tokens, for arithmetic: the stored amounts keep formatUnits' exact text, and
 * formatting every amount only to parse it back cost a large part of decoding.
 */
function units(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

/** Price of the base side in the quote side from raw reserves, decimals applied; null for an empty pool. */
function spot(baseReserve: bigint, quoteReserve: bigint, baseDecimals: number, quoteDecimals: number): number | null {
  if (baseReserve === 0n) return null;
  return units(quoteReserve, quoteDecimals) / units(baseReserve, baseDecimals);
}

