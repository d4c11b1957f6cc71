import TinyQueue from "tinyqueue";
import type { MarketAction } from "./actions";

/**
 * Something that acts on the market over time: a creator launching, a token's traders, a pool's
 * liquidity providers. `step` returns what it does at `next` and moves `next` on (Infinity: done).
 */
export type Agent = { next: number; step: () => MarketAction[] };

/**
 * The market as a queue of agents: `until(t)` runs every agent whose turn comes before `t`, in time
 * order (ties by when the agent joined), and answers their actions. Agents may add agents (a launch
 * adds its token's traders), so history and live mode are one market run further and further.
 */
export function createMarket() {
  // Ordered by (next, joined): a total order, so the market repeats exactly for the same agents.
  const queue = new TinyQueue<{ agent: Agent; joined: number }>([], (a, b) => a.agent.next - b.agent.next || a.joined - b.joined);
  let joined = 0;

  const market = {
    add: (...agents: Agent[]) => {
      for (const agent of agents) if (Number.isFinite(agent.next)) queue.push({ agent, joined: joined++ });
    },
    /** Every action planned before `time` (unix seconds) and not yet answered, in time order. */
    until: (time: number): MarketAction[] => {
      const actions: MarketAction[] = [];
      while (queue.length > 0 && queue.peek()!.agent.next < time) {
        const entry = queue.pop()!;
        actions.push(...entry.agent.step());
        if (Number.isFinite(entry.agent.next)) queue.push(entry);
      }
      return actions;
    },
  };
  return market;
}

export type Market = ReturnType<typeof createMarket>;
