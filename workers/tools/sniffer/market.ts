import { type Address, getAddress, type PublicClient, zeroAddress } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { ChainConfig } from "../../../shared/chains";
import { VIRTUAL_HYPE_WEI } from "../../../shared/launchpad-curve";
import { launchpadToolAbi, tokenToolAbi, v2FactoryToolAbi } from "../../chain/tool-abis";
import type { TokenMarket } from "../../queries/token-markets";
import type { TokenRecord } from "../../queries/token-record";

/** Where the sniffer trades a token: `pool` holds the market's tokens (the launchpad for a curve), `pairAddress` is the market as the app names it. */
export type SnifferMarket = {
  venue: "curve" | "hyperswap-v2" | "hyperswap-v3";
  pairAddress: Address;
  pool: Address;
  router: Address;
  fee: number | null;
  /** HYPE really held for the market: what the curve raised (its virtual reserve left out), or the pool's WHYPE. */
  liquidityHype: bigint;
  /** The HYPE reserve prices move against, which trial sizes are shares of: the curve's virtual reserve included. */
  depthHype: bigint;
};

export type MarketChoice = { market: SnifferMarket } | { market: null; reason: string };

/**
 * The token's market: its launchpad curve until it bonds, else its WHYPE pair on HyperSwap V2 (from the
 * index, or the factory when the index has none), else its deepest WHYPE pool on V3.
 */
export async function findMarket(
  client: PublicClient,
  contracts: ChainConfig["contracts"],
  token: Address,
  known: { record: TokenRecord | null; markets: TokenMarket[] },
  blockNumber: bigint,
): Promise<MarketChoice> {
  const { launchpad, v2Router, v2Factory, v3SwapRouter } = contracts;
  const read = { blockNumber };
  if (token.toLowerCase() === WHYPE_ADDRESS) return { market: null, reason: "WHYPE is wrapped HYPE itself: there is nothing to trade it against." };
  if (known.record?.token_type === "launchpad" && launchpad !== null) {
    const [, bonded] = await client.readContract({
      ...read,
      address: launchpad as Address,
      abi: launchpadToolAbi,
      functionName: "getTokenBondingStatus",
      args: [token],
    });
    if (!bonded) {
      const [[, frozen], [hypeReserve]] = await Promise.all([
        client.readContract({ ...read, address: launchpad as Address, abi: launchpadToolAbi, functionName: "getTokenFrozenStatus", args: [token] }),
        client.readContract({ ...read, address: launchpad as Address, abi: launchpadToolAbi, functionName: "getLiquidity", args: [token] }),
      ]);
      if (frozen) return { market: null, reason: "The curve has sold out and the token awaits bonding: nothing trades until its pair opens." };
      return {
        market: {
          venue: "curve",
          pairAddress: token,
          pool: launchpad as Address,
          router: launchpad as Address,
          fee: null,
          liquidityHype: hypeReserve - VIRTUAL_HYPE_WEI,
          depthHype: hypeReserve,
        },
      };
    }
  }
  const withWhype = (market: TokenMarket) => market.token0_address === WHYPE_ADDRESS || market.token1_address === WHYPE_ADDRESS;
  const indexedPair = known.markets.find((market) => market.protocol === "hyperswap-v2" && withWhype(market));
  const v2Pair = indexedPair === undefined ? await factoryPair() : getAddress(indexedPair.address);
  if (v2Pair !== null && v2Router !== null) {
    const liquidityHype = await whypeOf(v2Pair);
    if (liquidityHype > 0n)
      return {
        market: { venue: "hyperswap-v2", pairAddress: v2Pair, pool: v2Pair, router: v2Router as Address, fee: null, liquidityHype, depthHype: liquidityHype },
      };
  }
  const v3Pools = known.markets.filter((market) => market.protocol === "hyperswap-v3" && withWhype(market));
  if (v3Pools.length > 0 && v3SwapRouter !== null) {
    const depths = await Promise.all(v3Pools.map((pool) => whypeOf(pool.address)));
    let deepest = 0;
    for (const [index, depth] of depths.entries()) if (depth > depths[deepest]!) deepest = index;
    const pool = v3Pools[deepest]!;
    if (depths[deepest]! > 0n) {
      const address = getAddress(pool.address);
      return {
        market: {
          venue: "hyperswap-v3",
          pairAddress: address,
          pool: address,
          router: v3SwapRouter as Address,
          fee: pool.fee,
          liquidityHype: depths[deepest]!,
          depthHype: depths[deepest]!,
        },
      };
    }
  }
  return { market: null, reason: "No market with HYPE liquidity trades this token: no curve, WHYPE pair or pool." };

  async function factoryPair(): Promise<Address | null> {
    if (v2Factory === null) return null;
    const pair = await client.readContract({
      ...read,
      address: v2Factory as Address,
      abi: v2FactoryToolAbi,
      functionName: "getPair",
      args: [token, WHYPE_ADDRESS],
    });
    return pair === zeroAddress ? null : pair;
  }

  function whypeOf(pool: string): Promise<bigint> {
    return client.readContract({ ...read, address: WHYPE_ADDRESS, abi: tokenToolAbi, functionName: "balanceOf", args: [pool as Address] });
  }
}
