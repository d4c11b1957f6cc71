import { env, runInDurableObject } from "cloudflare:test";
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import type { TradingBot } from "../../../durable-objects/trading-bot";
import { devnetChainConfig } from "../../../shared/chains";
import type { BotLogEntry, BotOverview, BotRule } from "../../../shared/schemas/trading-bot";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { tradingBotOf } from "../../../workers/durable-objects";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { BotStorage } from "../../../workers/stores/bot-storage";
import { notifyBots } from "../../../workers/trading-bot/notify";
import { bearer, signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { chain, devnet, sendAs, type Trader } from "../trading/trading-driver";

// The trading bot on the indexer's devnet: rules through the API as the page sends them, the chain moved by
// other wallets' trades, each range committed by the indexer's own step and handed to the bots as the ingestor does.

const launchpad = devnet.contracts.launchpad as Address;
const abi = parseAbi([
  "function estimateBuy(address token, uint256 hypeAmount) view returns (uint256)",
  "function sellTokens(address token, uint256 tokenAmount)",
  "function balanceOf(address owner) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
]);
const PROBE = 10n ** 15n;

async function call<F extends "estimateBuy" | "balanceOf" | "totalSupply">(to: Address, functionName: F, args: readonly unknown[]) {
  const data = encodeFunctionData({ abi, functionName, args } as never);
  const answer = await chain.rpc<Hex>("eth_call", [{ to, data }, "latest"]);
  return decodeFunctionResult({ abi, functionName, data: answer } as never) as bigint;
}

/** HYPE per whole token for a 0.001 HYPE buy on the curve, from the launchpad's own estimateBuy. */
export async function curvePrice(token: Address): Promise<number> {
  const out = await call(launchpad, "estimateBuy", [token, PROBE]);
  return 0.001 / (Number(out) / 1e6);
}

export const marketCap = async (token: Address) => (await curvePrice(token)) * (Number(await call(token, "totalSupply", [])) / 1e6);
export const tokensOf = (token: Address, owner: Address) => call(token, "balanceOf", [owner]);

export const sellAs = (seller: Address, token: Address, amount: bigint) =>
  sendAs(seller, launchpad, encodeFunctionData({ abi, functionName: "sellTokens", args: [token, amount] }));

const deps = () => ({
  db: env.DB,
  reader: chainReader(devnet.rpcUrl),
  watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
  startBlock: () => 0,
});

/** Commits the chain up to its head and hands each range to the bots, as the ingestor does at the head. */
export async function ingestAndNotify(): Promise<number> {
  let told = 0;
  for (;;) {
    const result = await ingestStep(deps(), 1000);
    if (result.kind === "idle") return told;
    if (result.kind === "ingested") told += await notifyBots(env, result);
  }
}

export async function api(trader: Trader, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...bearer(trader.accessToken), ...(body === undefined ? {} : { "content-type": "application/json" }) };
  const request = new Request(`http://lqscan.test/api/v1/tools/bot${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  return callWorker(request, signInBindings);
}

export async function createRule(trader: Trader, spec: Record<string, unknown>): Promise<BotRule> {
  const response = await api(trader, "POST", "/rules", { expiresAt: Math.floor(Date.now() / 1000) + 3600, spendCap: "5", ...spec });
  if (response.status !== 201) throw new Error(`rule refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as BotRule;
}

export const overview = async (trader: Trader) => (await (await api(trader, "GET", "")).json()) as BotOverview;
export const logOf = async (trader: Trader, ruleId?: string) =>
  ((await (await api(trader, "GET", `/log${ruleId ? `?ruleId=${ruleId}` : ""}`)).json()) as { entries: BotLogEntry[] }).entries;

/** Waits until the bot has judged every update handed to it (its queue is empty and no alarm is due). */
export async function settled(trader: Trader): Promise<void> {
  const bot = tradingBotOf(env, trader.userId);
  for (let attempt = 0; attempt < 600; attempt++) {
    const idle = await runInDurableObject(bot, async (_: TradingBot, state) => {
      const queue = (await state.storage.get<unknown[]>("queue")) ?? [];
      return queue.length === 0 && (await state.storage.getAlarm()) === null;
    });
    if (idle) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the bot did not settle");
}

/** Runs a step inside the trader's bot with its own storage (a crash's leftovers, say). */
export const insideBot = <T>(trader: Trader, step: (store: BotStorage) => T) =>
  runInDurableObject(tradingBotOf(env, trader.userId), async (_: TradingBot, state) => step(new BotStorage(state.storage.sql)));

export const receiptOf = (hash: string) => chain.rpc<{ from: string; status: Hex; blockNumber: Hex }>("eth_getTransactionReceipt", [hash]);
