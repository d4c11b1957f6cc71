import type { Address } from "viem";
import { buy, newCurve, sell, soldOut } from "./curve";
import type { Creator, CreatorStyle, Trader } from "./population";
import type { Random } from "./random";

/** One thing that happens on the market at a moment of the chain's history. */
export type MarketAction =
  | { kind: "launch"; at: number; token: number; creator: Address; name: string; symbol: string; initialBuy: bigint }
  | { kind: "buy"; at: number; token: number; trader: Address; hype: bigint }
  | { kind: "sell"; at: number; token: number; trader: Address; tokens: bigint }
  | { kind: "bond"; at: number; token: number; caller: Address };

type TokenProfile = { hype: number; lifetimeSeconds: number; buyBias: number; creatorBuyHype: number; rug: boolean };

/** How a creator's tokens are received: attention (trades per hour at launch), how long it lasts, buy bias. */
const PROFILES: Record<CreatorStyle, (random: Random) => TokenProfile> = {
  legendary: (r) => ({ hype: r.logNormal(90, 0.3), lifetimeSeconds: 3 * 86_400, buyBias: 0.7, creatorBuyHype: 5, rug: false }),
  builder: (r) => ({ hype: r.logNormal(25, 0.6), lifetimeSeconds: 86_400, buyBias: 0.6, creatorBuyHype: 2, rug: false }),
  casual: (r) => ({ hype: r.logNormal(8, 0.7), lifetimeSeconds: 6 * 3600, buyBias: 0.52, creatorBuyHype: 0.5, rug: false }),
  rugger: (r) => ({ hype: r.logNormal(15, 0.5), lifetimeSeconds: 5 * 3600, buyBias: 0.6, creatorBuyHype: 30, rug: true }),
};

const SYLLABLES = ["pu", "rr", "hy", "pe", "mo", "on", "ka", "to", "zi", "lo", "ba", "na", "do", "ge", "ri", "xu", "fi", "sha"];
const CREATOR_SELL_LOCK = 3600;
const HYPE = 10n ** 18n;

function hypeAmount(hype: number): bigint {
  return (BigInt(Math.max(1, Math.round(hype * 1e6))) * HYPE) / 1_000_000n;
}

function tokenName(random: Random): { name: string; symbol: string } {
  const syllables = Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join("");
  const name = syllables.charAt(0).toUpperCase() + syllables.slice(1);
  return { name: `${name} ${random.pick(["Cat", "Inu", "AI", "Coin", "Labs", "Moon", "Fi", ""])}`.trim(), symbol: syllables.slice(0, 5).toUpperCase() };
}

/**
 * Plans the market between `from` and `to` (unix seconds): creators launch tokens at their own pace,
 * traders buy and sell each token with an attention that fades, ruggers dump after their lock, and a
 * token that sells out its curve is bonded. Balances follow the launchpad's exact curve math, so no
 * planned sell exceeds what its trader holds.
 */
export function planMarket(options: {
  random: Random;
  creators: readonly Creator[];
  traders: readonly Trader[];
  from: number;
  to: number;
  firstToken?: number;
}): MarketAction[] {
  const { random, creators, traders, from, to } = options;
  const actions: MarketAction[] = [];
  let nextToken = options.firstToken ?? 0;

  const launches = creators.flatMap((creator) => {
    const pace = random.fork(`pace/${creator.address}`);
    const times: { at: number; creator: Creator }[] = [];
    for (let at = from + pace.exponential(86_400 / creator.launchesPerDay); at < to; at += pace.exponential(86_400 / creator.launchesPerDay)) {
      times.push({ at: Math.floor(at), creator });
    }
    return times;
  });
  launches.sort((a, b) => a.at - b.at);

  for (const launch of launches) {
    const token = nextToken++;
    const r = random.fork(`token/${token}`);
    const profile = PROFILES[launch.creator.style](r);
    const curve = newCurve();
    const holdings = new Map<Address, bigint>();
    const hold = (who: Address, delta: bigint) => holdings.set(who, (holdings.get(who) ?? 0n) + delta);

    const initialBuy = hypeAmount(profile.creatorBuyHype * r.logNormal(1, 0.3));
    hold(launch.creator.address, buy(curve, initialBuy));
    actions.push({ kind: "launch", at: launch.at, token, creator: launch.creator.address, ...tokenName(r), initialBuy });

    const rugAt = profile.rug ? launch.at + CREATOR_SELL_LOCK + r.int(60, 5 * 3600) : Number.POSITIVE_INFINITY;
    let rugged = false;
    let t = launch.at;
    for (;;) {
      const age = t - launch.at;
      const perHour = profile.hype * Math.exp(-age / profile.lifetimeSeconds);
      if (perHour < 0.05) break;
      t += Math.max(1, Math.round(r.exponential(3600 / perHour)));
      if (t >= to) break;
      if (!rugged && t >= rugAt) {
        rugged = true;
        const bag = holdings.get(launch.creator.address) ?? 0n;
        if (bag > 0n) {
          sell(curve, bag);
          hold(launch.creator.address, -bag);
          actions.push({ kind: "sell", at: t, token, trader: launch.creator.address, tokens: bag });
        }
        // After a rug, attention collapses.
        profile.hype /= 8;
        continue;
      }
      // Sellers come from the token's holders (other than its creator); buyers from everyone.
      const holders = [...holdings].filter(([who, held]) => held > 0n && who !== launch.creator.address);
      if (holders.length > 0 && !r.chance(profile.buyBias)) {
        const [seller, held] = r.pick(holders);
        // Sell part of the bag: 30 to 100 percent.
        const tokens = (held * BigInt(r.int(30, 100))) / 100n;
        if (tokens === 0n) continue;
        sell(curve, tokens);
        hold(seller, -tokens);
        actions.push({ kind: "sell", at: t, token, trader: seller, tokens });
        continue;
      }
      const trader = r.pick(traders);
      const hype = hypeAmount(trader.medianBuyHype * r.logNormal(1, 0.8));
      hold(trader.address, buy(curve, hype));
      actions.push({ kind: "buy", at: t, token, trader: trader.address, hype });
      if (soldOut(curve)) {
        actions.push({ kind: "bond", at: t + r.int(3, 60), token, caller: trader.address });
        break;
      }
    }
  }
  return actions.sort((a, b) => a.at - b.at || a.token - b.token);
}
