import { type Address, encodeEventTopics, getAddress, type Hex } from "viem";
import { type BlockPoll, pollNewBlocks } from "../block-poll";
import { LIVE_LENDING_PACE, lendingAgents } from "../lending/agents";
import { isDynamic, type MarketAction } from "./actions";
import { dexAgents, LIVE_DEX_PACE } from "./dex-agents";
import { launchAgents } from "./launches";
import { sendInRounds } from "./send-in-rounds";
import type { SimChain } from "./sim-chain";
import type { SimulatedMarket } from "./simulate";
import type { LifeScale } from "./token-life";
import { transactionBuilder } from "./transactions";

/**
 * Live mode: a launch every few seconds on average, most tokens living minutes with a handful of trades,
 * one in fifty a runner that whales buy until it graduates. At most this many transactions go into a
 * block, so the simulator never floods the chain the app reads.
 */
export const LIVE = { launchEverySeconds: 6, maxPerBlock: 8, scale: { time: 1 / 120, attention: 1 / 30, runnerChance: 0.02 } satisfies LifeScale };

export type LiveStats = { sent: number; failedToSend: number; byKind: Partial<Record<MarketAction["kind"], number>> };

/** The launched token an action trades, by market id, if it is one. */
function launchedToken(action: MarketAction): number | undefined {
  if (action.kind === "launch") return undefined;
  return "token" in action && typeof action.token === "number" ? action.token : undefined;
}

/**
 * Continues a simulated market in real time from `from`: new creators' launches at live pace and the
 * DEX at live pace join the tokens still alive from history. Each `tick(now)` sends what is due by `now`
 * (at most LIVE.maxPerBlock transactions, each lane in order) for the next block to hold. A token
 * launched live is traded once its launch receipt names its address.
 */
export function liveMarket(chain: SimChain, simulated: SimulatedMarket, from: number, options: { launchEverySeconds?: number; scale?: LifeScale } = {}) {
  const { market, dex, tokens } = simulated;
  const random = simulated.random.fork(`live/${from}`);
  const launchRate = simulated.creators.reduce((sum, creator) => sum + creator.launchesPerDay, 0) / 86_400;
  const window = { from, to: Number.POSITIVE_INFINITY };
  market.add(
    ...launchAgents({
      ...window,
      market,
      random: random.fork("launches"),
      creators: simulated.creators,
      traders: simulated.traders,
      speedup: 1 / ((options.launchEverySeconds ?? LIVE.launchEverySeconds) * launchRate),
      scale: options.scale ?? LIVE.scale,
      v2Router: dex.v2Router,
      nextId: simulated.nextTokenId,
    }),
    ...dexAgents({ ...window, dex, seed: simulated.seed, random: random.fork("dex"), pace: LIVE_DEX_PACE }),
    ...(simulated.lending
      ? lendingAgents(chain, {
          ...window,
          venue: simulated.lending,
          hyperswap: simulated.hyperswap,
          seed: simulated.seed,
          random: random.fork("lending"),
          pace: LIVE_LENDING_PACE,
          opening: false,
        })
      : []),
  );
  const build = transactionBuilder({ chain, launchpad: simulated.launchpad, launchpadAbi: simulated.launchpadAbi, dex, tokenAddress: (id) => tokens.get(id) });
  const [tokenCreated] = encodeEventTopics({ abi: simulated.launchpadAbi, eventName: "TokenCreated" });
  const queue: MarketAction[] = [];
  const launching = new Map<number, Hex>();
  const failedLaunches = new Set<number>();
  const stats: LiveStats = { sent: 0, failedToSend: 0, byKind: {} };

  // A live launch's token address is in its receipt's TokenCreated event.
  async function resolveLaunches() {
    for (const [id, hash] of launching) {
      const receipt = (await chain.call("eth_getTransactionReceipt", [hash])) as { status: Hex; logs: { address: Address; topics: Hex[] }[] } | null;
      if (receipt === null) continue;
      launching.delete(id);
      const created = receipt.logs.find((log) => log.topics[0] === tokenCreated);
      if (receipt.status === "0x1" && created?.topics[1]) tokens.set(id, getAddress(`0x${created.topics[1].slice(-40)}`));
      else failedLaunches.add(id);
    }
  }

  /** Picks what goes into the next block: due actions in order, skipping lanes that wait on a launch. */
  function pick(): MarketAction[] {
    const chosen: MarketAction[] = [];
    const waiting = new Set<string>();
    const rest: MarketAction[] = [];
    for (const action of queue) {
      const token = launchedToken(action);
      if (token !== undefined && failedLaunches.has(token)) continue;
      if (chosen.length >= LIVE.maxPerBlock || waiting.has(action.lane) || (token !== undefined && !tokens.has(token))) {
        waiting.add(action.lane);
        rest.push(action);
      } else chosen.push(action);
    }
    queue.splice(0, queue.length, ...rest);
    // Actions that read the chain go first, so they read the state the block starts from.
    return [...chosen.filter(isDynamic), ...chosen.filter((action) => !isDynamic(action))];
  }

  async function tick(now: number) {
    queue.push(...market.until(now + 1));
    await resolveLaunches();
    const pending: { action: MarketAction; lane: string; transaction: NonNullable<Awaited<ReturnType<typeof build>>> }[] = [];
    for (const action of pick()) {
      const transaction = await build(action);
      if (transaction) pending.push({ action, lane: action.lane, transaction });
    }
    const hashes = await sendInRounds(chain, pending).catch((error: unknown) => {
      // Launches that may not have been sent would leave their tokens' lanes waiting for ever.
      for (const { action } of pending) if (action.kind === "launch") failedLaunches.add(action.token);
      throw error;
    });
    pending.forEach(({ action }, i) => {
      if (action.kind === "launch") launching.set(action.token, hashes[i]!);
      stats.byKind[action.kind] = (stats.byKind[action.kind] ?? 0) + 1;
    });
    stats.sent += pending.length;
    return pending.length;
  }

  return { tick, stats };
}

export type LiveMarket = ReturnType<typeof liveMarket>;

/**
 * Drives a live market in real time: one tick for every block anvil mines. Errors (anvil restarting,
 * a rejected transaction) are counted and the next block tries again.
 */
export function runLive(chain: SimChain, live: LiveMarket, log: (line: string) => void = () => {}): BlockPoll {
  return pollNewBlocks(
    chain,
    "live market",
    async () => {
      await live.tick(Math.floor(Date.now() / 1000));
    },
    log,
    () => {
      live.stats.failedToSend += 1;
    },
  );
}
