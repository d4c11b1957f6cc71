import type { Address } from "viem";
import type { MarketAction } from "./actions";
import { buy, newCurve, sell, soldOut } from "./curve";
import type { Agent } from "./market";
import type { Creator, CreatorStyle, Trader } from "./population";
import type { Random } from "./random";
import { bondedPair, type PairState, pairBuy, pairSell } from "./v2-math";

/**
 * How a token is received: attention (trades per hour at launch) that fades over its lifetime, the
 * share of trades that are buys, the creator's first buy, whether the creator dumps, and how big buys are.
 */
export type TokenProfile = {
  hype: number;
  lifetimeSeconds: number;
  buyBias: number;
  creatorBuyHype: number;
  rug: boolean;
  buySize: number;
};

const PROFILES: Record<CreatorStyle, (random: Random) => TokenProfile> = {
  legendary: (r) => ({ hype: r.logNormal(90, 0.3), lifetimeSeconds: 3 * 86_400, buyBias: 0.7, creatorBuyHype: 5, rug: false, buySize: 1 }),
  builder: (r) => ({ hype: r.logNormal(25, 0.6), lifetimeSeconds: 86_400, buyBias: 0.6, creatorBuyHype: 2, rug: false, buySize: 1 }),
  casual: (r) => ({ hype: r.logNormal(8, 0.7), lifetimeSeconds: 6 * 3600, buyBias: 0.52, creatorBuyHype: 0.5, rug: false, buySize: 1 }),
  rugger: (r) => ({ hype: r.logNormal(15, 0.5), lifetimeSeconds: 5 * 3600, buyBias: 0.6, creatorBuyHype: 30, rug: true, buySize: 1 }),
};

/**
 * Live mode squeezes a token's life into minutes so that a launch every few seconds stays a handful of
 * transactions per block: `time` shortens lifetimes, `attention` scales the number of trades. A few
 * tokens are runners that whales pile into until they graduate.
 */
export type LifeScale = { time: number; attention: number; runnerChance: number };
export const HISTORY_SCALE: LifeScale = { time: 1, attention: 1, runnerChance: 0 };

const RUNNER = { hype: 2400, lifetimeSeconds: 600, buyBias: 0.85, buySize: 8 } as const;
const SYLLABLES = ["pu", "rr", "hy", "pe", "mo", "on", "ka", "to", "zi", "lo", "ba", "na", "do", "ge", "ri", "xu", "fi", "sha"];
const CREATOR_SELL_LOCK = 3600;
const HYPE = 10n ** 18n;
// Below this many trades per hour a token is forgotten.
const FORGOTTEN_PER_HOUR = 0.05;

export function hypeAmount(hype: number): bigint {
  return (BigInt(Math.max(1, Math.round(hype * 1e6))) * HYPE) / 1_000_000n;
}

function tokenName(random: Random): { name: string; symbol: string } {
  const syllables = Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join("");
  const name = syllables.charAt(0).toUpperCase() + syllables.slice(1);
  return { name: `${name} ${random.pick(["Cat", "Inu", "AI", "Coin", "Labs", "Moon", "Fi", ""])}`.trim(), symbol: syllables.slice(0, 5).toUpperCase() };
}

function scaledProfile(style: CreatorStyle, r: Random, scale: LifeScale): TokenProfile {
  const profile = PROFILES[style](r);
  if (r.chance(scale.runnerChance)) return { ...profile, ...RUNNER };
  return { ...profile, hype: (profile.hype * scale.attention) / scale.time, lifetimeSeconds: profile.lifetimeSeconds * scale.time };
}

/**
 * One launched token's life as an agent: the launch with the creator's first buy, buys and sells on the
 * curve with an attention that fades, a rug after the creator's sell lock if the creator is a rugger,
 * graduation (completeBonding) when the curve sells out, then buys and sells on its HyperSwap V2 pair
 * through Router02. Balances follow the exact curve and pair math, so no sell exceeds what its seller holds.
 */
export function tokenLife(options: {
  id: number;
  at: number;
  creator: Creator;
  traders: readonly Trader[];
  random: Random;
  scale: LifeScale;
  v2Router: Address;
}): Agent {
  const { id, creator, traders, v2Router } = options;
  const r = options.random;
  const lane = `token/${id}`;
  const profile = scaledProfile(creator.style, r, options.scale);
  const curve = newCurve();
  let pair: PairState | undefined;
  const approved = new Set<Address>();
  const holdings = new Map<Address, bigint>();
  const hold = (who: Address, delta: bigint) => holdings.set(who, (holdings.get(who) ?? 0n) + delta);
  const launchedAt = options.at;
  const rugAt = profile.rug ? launchedAt + CREATOR_SELL_LOCK + r.int(60, Math.round(5 * 3600 * options.scale.time)) : Number.POSITIVE_INFINITY;
  let rugged = !profile.rug;
  let bondDue = false;
  let launched = false;

  const agent: Agent = { next: launchedAt, step: () => [] };

  function scheduleNext(from: number) {
    const perHour = profile.hype * Math.exp(-(from - launchedAt) / profile.lifetimeSeconds);
    if (perHour >= FORGOTTEN_PER_HOUR) agent.next = from + Math.max(1, Math.round(r.exponential(3600 / perHour)));
    else agent.next = rugged ? Number.POSITIVE_INFINITY : Math.max(from + 1, rugAt);
  }

  const launch = (): MarketAction[] => {
    launched = true;
    const initialBuy = hypeAmount(profile.creatorBuyHype * r.logNormal(1, 0.3));
    hold(creator.address, buy(curve, initialBuy));
    const at = agent.next;
    scheduleNext(at);
    return [{ kind: "launch", at, lane, token: id, creator: creator.address, ...tokenName(r), initialBuy }];
  };

  const sellAll = (at: number, seller: Address, tokens: bigint): MarketAction[] => {
    hold(seller, -tokens);
    if (!pair) {
      sell(curve, tokens);
      return [{ kind: "sell", at, lane, token: id, trader: seller, tokens }];
    }
    pairSell(pair, tokens);
    const approval: MarketAction[] = approved.has(seller) ? [] : [{ kind: "approve", at, lane, owner: seller, token: id, spender: v2Router }];
    approved.add(seller);
    return [...approval, { kind: "v2-sell", at, lane, token: id, trader: seller, tokens }];
  };

  const trade = (): MarketAction[] => {
    const at = agent.next;
    scheduleNext(at);
    if (bondDue) {
      bondDue = false;
      pair = bondedPair(curve);
      return [{ kind: "bond", at, lane, token: id, caller: r.pick(traders).address }];
    }
    if (!rugged && at >= rugAt) {
      rugged = true;
      // After a rug, attention collapses.
      profile.hype /= 8;
      const bag = holdings.get(creator.address) ?? 0n;
      return bag > 0n ? sellAll(at, creator.address, bag) : [];
    }
    // Sellers come from the token's holders (other than its creator); buyers from everyone.
    const holders = [...holdings].filter(([who, held]) => held > 0n && who !== creator.address);
    if (holders.length > 0 && !r.chance(profile.buyBias)) {
      const [seller, held] = r.pick(holders);
      // Sell part of the bag: 30 to 100 percent.
      const tokens = (held * BigInt(r.int(30, 100))) / 100n;
      return tokens === 0n ? [] : sellAll(at, seller, tokens);
    }
    const trader = r.pick(traders);
    const hype = hypeAmount(trader.medianBuyHype * profile.buySize * r.logNormal(1, 0.8));
    if (pair) {
      hold(trader.address, pairBuy(pair, hype));
      return [{ kind: "v2-buy", at, lane, token: id, trader: trader.address, hype }];
    }
    hold(trader.address, buy(curve, hype));
    if (soldOut(curve)) {
      // Someone calls completeBonding a few seconds to a minute later; the curve is frozen meanwhile.
      bondDue = true;
      agent.next = at + r.int(3, 60);
    }
    return [{ kind: "buy", at, lane, token: id, trader: trader.address, hype }];
  };

  agent.step = () => (launched ? trade() : launch());
  return agent;
}
