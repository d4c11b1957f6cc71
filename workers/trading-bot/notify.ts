import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { SwapRow } from "../db/rows";
import { tradingBotOf } from "../durable-objects";
import { loggableMessage } from "../http/loggable-message";
import { launchesBetween, tokensOfPairs, usersWatching } from "../stores/bot-watch";
import { type BotUpdate, type WatchedTrade, watchKeys } from "./bot-update";

const WHYPE = WHYPE_ADDRESS.toLowerCase();

/**
 * After a committed live range: the bots with a rule armed on what the range holds (a traded token, a trading
 * wallet, a launch, or any block) are handed the update. Each bot queues it and evaluates on its own alarm,
 * so ingestion never waits for an order to be sent.
 */
export async function notifyBots(env: Env, range: { from: number; cursor: number; swaps: SwapRow[] }): Promise<number> {
  // The range is committed whatever happens here: a bot that misses it judges its rules on the next one.
  return tellBots(env, range).catch((error: unknown) => {
    console.error("notifying trading bots failed:", loggableMessage(error));
    return 0;
  });
}

async function tellBots(env: Env, range: { from: number; cursor: number; swaps: SwapRow[] }): Promise<number> {
  const pairs = [...new Set(range.swaps.map((swap) => swap.pair_address))];
  const [tokensOf, launches] = await Promise.all([tokensOfPairs(env.DB, pairs), launchesBetween(env.DB, range.from, range.cursor)]);
  const tokenOf = (pair: string) => tokensOf.get(pair)?.find((token) => token !== WHYPE) ?? pair;
  const trades: WatchedTrade[] = range.swaps.map((swap) => ({
    wallet: swap.trader_address,
    token: tokenOf(swap.pair_address),
    transactionHash: swap.transaction_hash,
    block: swap.block_number,
  }));
  const update: BotUpdate = { block: range.cursor, tokens: [...new Set(trades.map((trade) => trade.token))], trades, launches };
  const users = await usersWatching(env.DB, watchKeys(update));
  await Promise.all(users.map((user) => tradingBotOf(env, user).deliver(user, update)));
  return users.length;
}
