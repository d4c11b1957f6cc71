import type { Address } from "viem";
import type { Agent, Market } from "./market";
import type { Creator, Trader } from "./population";
import type { Random } from "./random";
import { type LifeScale, tokenLife } from "./token-life";

/**
 * Each creator launches at their own pace (a Poisson process of `launchesPerDay` × `speedup`) between
 * `from` and `to`; every launch adds the token's life to the market. `nextId` numbers the tokens in
 * launch order, which is the order the launchpad creates them.
 */
export function launchAgents(options: {
  market: Market;
  random: Random;
  creators: readonly Creator[];
  traders: readonly Trader[];
  from: number;
  to: number;
  speedup: number;
  scale: LifeScale;
  v2Router: Address;
  nextId: () => number;
}): Agent[] {
  const { market, random, traders, to, scale, v2Router } = options;
  return options.creators.map((creator) => {
    const pace = random.fork(`pace/${creator.address}`);
    const meanGap = 86_400 / (creator.launchesPerDay * options.speedup);
    const agent: Agent = {
      next: Math.floor(options.from + pace.exponential(meanGap)),
      step: () => {
        const at = agent.next;
        const id = options.nextId();
        const life = tokenLife({ id, at, creator, traders, random: random.fork(`token/${id}`), scale, v2Router });
        agent.next = Math.floor(at + Math.max(1, pace.exponential(meanGap)));
        if (agent.next >= to) agent.next = Number.POSITIVE_INFINITY;
        // The token's own first step is its launch, at this very moment.
        const launch = life.step();
        market.add(life);
        return launch;
      },
    };
    if (agent.next >= to) agent.next = Number.POSITIVE_INFINITY;
    return agent;
  });
}
