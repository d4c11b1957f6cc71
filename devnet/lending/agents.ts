import type { Address } from "viem";
import type { HyperSwapDeployment } from "../hyperswap/deploy";
import type { MarketAction } from "../simulator/actions";
import type { Agent } from "../simulator/market";
import { simAddress } from "../simulator/population";
import type { Random } from "../simulator/random";
import type { SimChain } from "../simulator/sim-chain";
import type { LendingVenue } from "./manifest";
import { type Participant, participants } from "./participants";
import { type Position, riskSteps } from "./risk";
import { type LendingStep, lendingSteps } from "./steps";

/** How often lending happens, in seconds: each participant's mean gap, the keeper's and liquidator's rounds, the whale's dumps. */
export type LendingPace = { participantGap: number; setupGap: number; keeperEvery: number; liquidatorEvery: number; dumpEvery: number; dumpHype: number };
export const HISTORY_LENDING_PACE: LendingPace = {
  participantGap: 5 * 3600,
  setupGap: 60,
  keeperEvery: 15 * 60,
  liquidatorEvery: 10 * 60,
  dumpEvery: 36 * 3600,
  dumpHype: 3_500,
};
export const LIVE_LENDING_PACE: LendingPace = { participantGap: 15 * 60, setupGap: 3, keeperEvery: 5, liquidatorEvery: 3, dumpEvery: 30 * 60, dumpHype: 2_500 };

/** The last dump comes this long before history ends, so the history ends with liquidations done and positions rebuilt. */
const LAST_DUMP_BEFORE_END = 3 * 3600;

type Options = {
  venue: LendingVenue;
  hyperswap: HyperSwapDeployment;
  seed: string;
  random: Random;
  from: number;
  to: number;
  pace: LendingPace;
  /** History opens the positions first; live mode (after history or a restart) goes on with them. */
  opening: boolean;
};

/**
 * HyperLend's market on the devnet: lenders, borrowers and leverage loopers (devnet/lending/participants.ts),
 * the keeper pushing the reference pools' prices to the oracle's feeds, the liquidator, and a whale whose
 * HYPE dumps set off liquidations. Every action is a "lending" market action in a lane of its own actor.
 */
export function lendingAgents(chain: SimChain, options: Options): Agent[] {
  const { venue, pace, random } = options;
  const steps = lendingSteps(chain, venue, options.hyperswap);
  const people = participants(options.seed, random.fork("people"), steps);
  const positions: Position[] = people.flatMap((person) => (person.position ? [{ user: person.address, ...person.position }] : []));
  const liquidator = simAddress(options.seed, "lending-liquidator", 0);
  const risk = riskSteps(chain, steps, {
    hyperswap: options.hyperswap,
    positions: () => positions,
    liquidator,
    whale: simAddress(options.seed, "lending-whale", 0),
  });
  const { pool, wrappedTokenGateway } = venue.contracts;
  const admin = venue.devnet.admin as Address;
  // One lane for prices, dumps and liquidations: each reads the block the one before it left (a dump, then its price, then liquidations).
  const riskLane = "lending/risk";
  const action = (at: number, lane: string, step: LendingStep): MarketAction => ({ at, lane, kind: "lending", what: step.what, build: step.build });

  const keeper = periodic(options.from + 1, options.to, pace.keeperEvery, (at) =>
    Object.entries(venue.devnet.feeds)
      .filter(([symbol]) => symbol !== "USD" && symbol !== "USDT0")
      .map(([symbol, feed]) => action(at, riskLane, risk.keep(symbol, admin, feed as Address, at))),
  );
  const liquidations = periodic(options.from + 2, options.to, pace.liquidatorEvery, (at) => [
    action(at, riskLane, risk.liquidate(pool as Address, wrappedTokenGateway as Address)),
  ]);
  // A dump, its price pushed at once, then liquidations until none is left.
  const dumpScript = (time: number) => [
    risk.dump(pace.dumpHype),
    risk.keep("WHYPE", admin, venue.devnet.feeds.WHYPE as Address, time),
    ...Array.from({ length: 8 }, () => risk.liquidate(pool as Address, wrappedTokenGateway as Address)),
  ];
  const dumps = Number.isFinite(options.to)
    ? dumpTimes(options).map((time) => scripted(time, options.to, 1, dumpScript(time), riskLane, action))
    : [scripted(options.from + pace.dumpEvery, options.to, 2, dumpScript(options.from + pace.dumpEvery), riskLane, action, pace.dumpEvery)];
  const setupEnd = options.from + Math.min(6 * 3600, (options.to - options.from) / 5);
  const setup = options.opening
    ? [scripted(options.from + 1, options.to, pace.setupGap, steps.liquidatorSetup(liquidator), `lending/${liquidator}`, action)]
    : [];
  const actors = people.map((person, index) =>
    personAgent(person, {
      ...options,
      start: options.opening ? Math.floor(options.from + ((setupEnd - options.from) * index) / people.length) : options.from,
      action,
    }),
  );
  return [...setup, keeper, liquidations, ...dumps, ...actors];
}

/** When the whale dumps in history: every `dumpEvery` back from a few hours before its end. */
function dumpTimes(options: Options): number[] {
  const { from, to, pace } = options;
  const times: number[] = [];
  // Positions need their first hours to open before a dump finds them.
  for (let time = to - LAST_DUMP_BEFORE_END; time > from + 4 * 3600; time -= pace.dumpEvery) times.unshift(time);
  return times;
}

/** A participant: their opening steps a little apart, then a routine step now and then. */
function personAgent(person: Participant, options: Options & { start: number; action: (at: number, lane: string, step: LendingStep) => MarketAction }): Agent {
  const lane = `lending/${person.address}`;
  const queue: LendingStep[] = options.opening ? [...person.opening] : [];
  const agent: Agent = {
    next: options.start,
    step: () => {
      const at = agent.next;
      if (queue.length === 0) queue.push(...person.routine());
      const step = queue.shift()!;
      const gap = queue.length > 0 ? options.pace.setupGap : Math.max(options.pace.setupGap, options.random.exponential(options.pace.participantGap));
      agent.next = at + gap < options.to ? Math.floor(at + gap) : Number.POSITIVE_INFINITY;
      return [options.action(at, lane, step)];
    },
  };
  return agent;
}

/** Steps one after another, `gap` seconds apart, from `start`; with `repeatEvery`, again that long after each start. */
function scripted(
  start: number,
  to: number,
  gap: number,
  steps: LendingStep[],
  lane: string,
  action: (at: number, lane: string, step: LendingStep) => MarketAction,
  repeatEvery?: number,
): Agent {
  let index = 0;
  let cycle = start;
  const agent: Agent = {
    next: start < to ? start : Number.POSITIVE_INFINITY,
    step: () => {
      const at = agent.next;
      const step = steps[index]!;
      index += 1;
      let next = Number.POSITIVE_INFINITY;
      if (index < steps.length) next = at + gap;
      else if (repeatEvery !== undefined) {
        index = 0;
        cycle += repeatEvery;
        next = cycle;
      }
      agent.next = next < to ? next : Number.POSITIVE_INFINITY;
      return [action(at, lane, step)];
    },
  };
  return agent;
}

/** An agent acting every `every` seconds from `start`. */
function periodic(start: number, to: number, every: number, act: (at: number) => MarketAction[]): Agent {
  const agent: Agent = {
    next: start,
    step: () => {
      const at = agent.next;
      agent.next = at + every < to ? at + every : Number.POSITIVE_INFINITY;
      return act(at);
    },
  };
  return agent;
}
