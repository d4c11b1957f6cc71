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
  // A binary heap ordered by (next, joined).
  const heap: { agent: Agent; joined: number }[] = [];
  let joined = 0;
  const before = (a: (typeof heap)[number], b: (typeof heap)[number]) =>
    a.agent.next < b.agent.next || (a.agent.next === b.agent.next && a.joined < b.joined);

  function push(entry: (typeof heap)[number]) {
    heap.push(entry);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  function pop() {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let smallest = i;
        if (left < heap.length && before(heap[left]!, heap[smallest]!)) smallest = left;
        if (right < heap.length && before(heap[right]!, heap[smallest]!)) smallest = right;
        if (smallest === i) break;
        [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
        i = smallest;
      }
    }
    return top;
  }

  const market = {
    add: (...agents: Agent[]) => {
      for (const agent of agents) if (Number.isFinite(agent.next)) push({ agent, joined: joined++ });
    },
    /** Every action planned before `time` (unix seconds) and not yet answered, in time order. */
    until: (time: number): MarketAction[] => {
      const actions: MarketAction[] = [];
      while (heap.length > 0 && heap[0]!.agent.next < time) {
        const entry = pop();
        actions.push(...entry.agent.step());
        if (Number.isFinite(entry.agent.next)) push(entry);
      }
      return actions;
    },
  };
  return market;
}

export type Market = ReturnType<typeof createMarket>;
