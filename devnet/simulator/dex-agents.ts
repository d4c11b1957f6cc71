import type { Address } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { sqrtPriceX96 } from "../hyperswap/reference-prices";
import type { MarketAction, PoolKey } from "./actions";
import { type DexMarket, type EstablishedToken, poolKey, units, V3_FEE } from "./dex-setup";
import type { Agent } from "./market";
import { type DepegEpisode, pegPrice, wavyPrice } from "./price-paths";
import type { Random } from "./random";
import { hypeAmount } from "./token-life";

/** How often things happen on HyperSwap, in seconds: history is calm, live mode is busy. */
export type DexPace = { steer: number; swap: number; lpHold: number; lpGap: number };
export const HISTORY_DEX_PACE: DexPace = { steer: 20 * 60, swap: 10 * 60, lpHold: 6 * 3600, lpGap: 3 * 3600 };
export const LIVE_DEX_PACE: DexPace = { steer: 20, swap: 12, lpHold: 10 * 60, lpGap: 5 * 60 };

/** HYPE's opening USD price and how far it wanders (about ±8%). */
const HYPE_USD = { base: 38, volatility: 0.08 };
export const REFERENCE_FEES = { whypeUsdt0: 500, usdcUsdt0: 100 } as const;

/** An agent acting at exponential gaps of mean `meanGap` seconds between `from` and `to`. */
function every(random: Random, window: { from: number; to: number }, meanGap: () => number, act: (at: number) => MarketAction[]): Agent {
  const later = (time: number) => {
    const next = Math.floor(time + Math.max(1, random.exponential(meanGap())));
    return next < window.to ? next : Number.POSITIVE_INFINITY;
  };
  const agent: Agent = {
    next: later(window.from),
    step: () => {
      const at = agent.next;
      const actions = act(at);
      agent.next = later(at);
      return actions;
    },
  };
  return agent;
}

const whype = { address: WHYPE_ADDRESS, decimals: 18 };

/** One lane per pool, so that swaps, steering and liquidity on a pool reach it in plan order. */
const poolLane = (venue: "v2" | "v3", pool: PoolKey) => `${venue}/${pool.token0}/${pool.token1}/${venue === "v3" ? pool.fee : ""}`;
const laneOf = (venue: "v2" | "v3", token: EstablishedToken) => poolLane(venue, poolKey(token.address, WHYPE_ADDRESS, V3_FEE));

type SteeringOptions = {
  dex: DexMarket;
  seed: string;
  random: Random;
  from: number;
  to: number;
  pace: DexPace;
  /** Depegs of USDC planted for the tools to find (devnet/planted/stable-depeg.ts), on top of its own drift. */
  plantedDepegs?: readonly DepegEpisode[];
};

/**
 * The arbitrageur, at one moment for all pools, moves every reference and established pool to its target
 * price: HYPE's wandering USD price on WHYPE/USDT0 (V2 and V3), the USDC/USDT0 peg with its small depegs,
 * and each established token's wandering HYPE price on its V2 pair and V3 pool.
 */
export function steeringAgent(options: SteeringOptions): Agent {
  const { dex, seed } = options;
  const hypeUsd = wavyPrice(`${seed}/HYPE`, HYPE_USD.base, HYPE_USD.volatility);
  const peg = pegPrice(`${seed}/USDC`, options.plantedDepegs);
  const usdt0 = { address: dex.usdt0, decimals: 6 };
  const targets: { kind: "steer-v2" | "steer-v3"; pool: PoolKey; sqrtPriceX96: (time: number) => bigint }[] = [
    ...(["steer-v2", "steer-v3"] as const).map((kind) => ({
      kind,
      pool: poolKey(WHYPE_ADDRESS, dex.usdt0, REFERENCE_FEES.whypeUsdt0),
      sqrtPriceX96: (time: number) => sqrtPriceX96({ base: whype, quote: usdt0, quotePerBase: hypeUsd(time) }),
    })),
    {
      kind: "steer-v3",
      pool: poolKey(dex.usdc, dex.usdt0, REFERENCE_FEES.usdcUsdt0),
      sqrtPriceX96: (time) => sqrtPriceX96({ base: { address: dex.usdc, decimals: 6 }, quote: usdt0, quotePerBase: peg(time) }),
    },
    ...dex.established.flatMap((token) => {
      const price = wavyPrice(`${seed}/${token.symbol}`, token.hypePrice, token.volatility);
      const target = (time: number) => sqrtPriceX96({ base: token, quote: whype, quotePerBase: price(time) });
      return (["steer-v2", "steer-v3"] as const).map((kind) => ({ kind, pool: poolKey(token.address, WHYPE_ADDRESS, V3_FEE), sqrtPriceX96: target }));
    }),
  ];
  return every(
    options.random,
    options,
    () => options.pace.steer,
    (at) =>
      targets.map(({ kind, pool, sqrtPriceX96: target }) => ({
        kind,
        at,
        lane: poolLane(kind === "steer-v2" ? "v2" : "v3", pool),
        pool,
        trader: dex.arbitrageur,
        sqrtPriceX96: target(at),
      })),
  );
}

/** DEX traders buy and sell an established token on its V2 pair and V3 pool, sized like launchpad trades. */
export function swapAgent(options: { dex: DexMarket; token: EstablishedToken; random: Random; from: number; to: number; pace: DexPace }): Agent {
  const { dex, token, random } = options;
  return every(
    random,
    options,
    () => options.pace.swap,
    (at) => {
      const trader = random.pick(dex.dexTraders);
      const hype = hypeAmount(random.logNormal(3, 1.1));
      const tokens = units((Number(hype) / 1e18 / token.hypePrice) * random.logNormal(1, 0.2), token.decimals);
      const buy = random.chance(0.5);
      if (random.chance(0.5)) {
        const lane = laneOf("v2", token);
        return [buy ? { kind: "v2-buy", at, lane, token: token.address, trader, hype } : { kind: "v2-sell", at, lane, token: token.address, trader, tokens }];
      }
      const lane = laneOf("v3", token);
      return [
        buy
          ? { kind: "v3-buy", at, lane, token: token.address, fee: V3_FEE, trader, hype }
          : { kind: "v3-sell", at, lane, token: token.address, fee: V3_FEE, trader, tokens },
      ];
    },
  );
}

/**
 * A liquidity provider's cycle on one venue of an established token: add, hold, sometimes take part
 * out, then take the rest out, wait, and add again. V2 through Router02 addLiquidityETH /
 * removeLiquidityETH; V3 a NonfungiblePositionManager position around the current price.
 */
export function liquidityAgent(options: {
  token: EstablishedToken;
  venue: "v2" | "v3";
  provider: Address;
  random: Random;
  from: number;
  to: number;
  pace: DexPace;
}): Agent {
  const { token, venue, provider, random, pace } = options;
  const lane = laneOf(venue, token);
  let held = 0; // percent of the position still in the pool
  let gap = pace.lpGap;
  return every(
    random,
    options,
    () => gap,
    (at) => {
      if (held === 0) {
        held = 100;
        gap = pace.lpHold;
        const hype = random.logNormal(150, 0.7);
        const tokens = units((hype / token.hypePrice) * 1.5, token.decimals);
        if (venue === "v2") return [{ kind: "v2-add", at, lane, token: token.address, provider, hype: hypeAmount(hype), tokensMax: tokens }];
        const pool = poolKey(token.address, WHYPE_ADDRESS, V3_FEE);
        const [amount0, amount1] = pool.token0 === WHYPE_ADDRESS ? [hypeAmount(hype), tokens] : [tokens, hypeAmount(hype)];
        return [{ kind: "v3-mint", at, lane, pool, provider, amount0, amount1, halfWidthTicks: random.int(5, 80) * 60 }];
      }
      // Half the time a partial withdrawal first.
      const percent = held === 100 && random.chance(0.5) ? random.int(20, 70) : 100;
      held = percent === 100 ? 0 : held - percent;
      gap = held === 0 ? pace.lpGap : pace.lpHold;
      return [venue === "v2" ? { kind: "v2-remove", at, lane, token: token.address, provider, percent } : { kind: "v3-remove", at, lane, provider, percent }];
    },
  );
}

/** Every HyperSwap agent of the simulated market between `from` and `to`. */
export function dexAgents(options: SteeringOptions): Agent[] {
  const { dex, random } = options;
  const window = { from: options.from, to: options.to, pace: options.pace };
  return [
    steeringAgent({ ...options, random: random.fork("steer") }),
    ...dex.established.flatMap((token, i) => [
      swapAgent({ ...window, dex, token, random: random.fork(`swaps/${token.symbol}`) }),
      ...(["v2", "v3"] as const).flatMap((venue, j) =>
        [0, 1].map((k) => {
          const provider = dex.providers[(i * 4 + j * 2 + k) % dex.providers.length]!;
          return liquidityAgent({ ...window, token, venue, provider, random: random.fork(`lp/${token.symbol}/${venue}/${k}`) });
        }),
      ),
    ]),
  ];
}
