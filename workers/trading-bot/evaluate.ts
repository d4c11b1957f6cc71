import { type Address, formatEther, type Hex, type PublicClient, parseEther } from "viem";
import type { ChainConfig } from "../../shared/chains";
import type { RuleSpec } from "../../shared/schemas/trading-bot";
import { CONFIDENCE_TIERS } from "../../shared/scoring";
import type { StoredRule } from "../stores/bot-storage";
import { sniffToken } from "../tools/sniffer/sniff-token";
import { chainClient } from "../trading/market";
import type { BotUpdate } from "./bot-update";
import { copiedTrade, movedSince, type TokenPrice, tokenPrice } from "./chain-facts";

// Whether a rule's condition holds on an update, and what it would then send. Nothing here sends or writes.

export type Order = { side: "buy"; hypeWei: bigint } | { side: "sell"; percentage: number } | { side: "sell"; tokenUnits: bigint };
/** `trigger` makes the send idempotent: one order per rule and trigger, ever. */
export type Decision =
  | { kind: "order"; trigger: string; token: Address; order: Order; why: string }
  | { kind: "skip"; trigger: string; token: Address | null; reason: string }
  | { kind: "cancel"; reason: string };

export type Evaluation = { decisions: Decision[]; high?: number | null };

/** What the evaluations of one update share: the chain, its time, and each token's price read once. */
export class UpdateView {
  readonly client: PublicClient;
  private readonly prices = new Map<string, Promise<TokenPrice | null>>();
  constructor(
    readonly env: Env,
    readonly chain: ChainConfig,
    readonly update: BotUpdate,
    readonly chainTime: number,
    readonly wallet: Address,
  ) {
    this.client = chainClient(chain);
  }

  price(token: string): Promise<TokenPrice | null> {
    const key = token.toLowerCase();
    if (!this.prices.has(key))
      this.prices.set(
        key,
        tokenPrice(this.client, this.chain, key as Address).catch(() => null),
      );
    return this.prices.get(key)!;
  }

  traded(token: string): boolean {
    return this.update.tokens.includes(token.toLowerCase());
  }
}

const shown = (value: number) => value.toPrecision(6).replace(/\.?0+$/, "");
const measured = (price: TokenPrice, measure: "price" | "marketCap") => (measure === "price" ? price.price : price.marketCap);
const measureName = (measure: "price" | "marketCap") => (measure === "price" ? "price" : "market cap");

type Of<K extends RuleSpec["kind"]> = Extract<RuleSpec, { kind: K }>;

async function limitOrder(spec: Of<"limit-buy"> | Of<"limit-sell">, view: UpdateView): Promise<Decision[]> {
  if (!view.traded(spec.tokenAddress)) return [];
  const price = await view.price(spec.tokenAddress);
  if (price === null) return [];
  const value = measured(price, spec.trigger.measure);
  const buy = spec.kind === "limit-buy";
  if (buy ? value > spec.trigger.at : value < spec.trigger.at) return [];
  const why = `${measureName(spec.trigger.measure)} ${shown(value)} HYPE ${buy ? "≤" : "≥"} ${shown(spec.trigger.at)}`;
  const order: Order = buy ? { side: "buy", hypeWei: parseEther(spec.amount) } : { side: "sell", percentage: spec.percentage };
  return [{ kind: "order", trigger: `block:${view.update.block}`, token: spec.tokenAddress as Address, order, why }];
}

async function positionExit(rule: StoredRule, spec: Of<"take-profit"> | Of<"stop-loss">, view: UpdateView): Promise<Decision[]> {
  if (!view.traded(spec.tokenAddress)) return [];
  const { positionAmount, positionBlock } = rule.state;
  if (positionAmount === undefined || positionBlock === undefined) return [];
  if (await movedSince(view.client, view.wallet, spec.tokenAddress as Address, positionBlock)) {
    return [{ kind: "cancel", reason: "The position was sold or moved out of the wallet: this rule never applies to a later position" }];
  }
  const price = await view.price(spec.tokenAddress);
  if (price === null) return [];
  const profit = spec.kind === "take-profit";
  if (profit ? price.price < spec.price : price.price > spec.price) return [];
  const why = `price ${shown(price.price)} HYPE ${profit ? "≥" : "≤"} ${shown(spec.price)}`;
  const order: Order = { side: "sell", tokenUnits: BigInt(positionAmount) };
  return [{ kind: "order", trigger: `block:${view.update.block}`, token: spec.tokenAddress as Address, order, why }];
}

async function trailingStop(rule: StoredRule, spec: Of<"trailing-stop">, view: UpdateView): Promise<Evaluation> {
  if (!view.traded(spec.tokenAddress)) return { decisions: [] };
  const price = await view.price(spec.tokenAddress);
  if (price === null) return { decisions: [] };
  const high = Math.max(rule.high ?? price.price, price.price);
  const floor = high * (1 - spec.trailPercent / 100);
  if (price.price > floor) return { decisions: [], high };
  const why = `price ${shown(price.price)} HYPE ≤ ${shown(floor)}, ${spec.trailPercent} % under the high of ${shown(high)}`;
  const order: Order = { side: "sell", percentage: spec.percentage };
  return { decisions: [{ kind: "order", trigger: `block:${view.update.block}`, token: spec.tokenAddress as Address, order, why }], high };
}

async function dca(rule: StoredRule, spec: Of<"dca">, view: UpdateView): Promise<Decision[]> {
  const due = rule.state.lastBuyAt === undefined || view.chainTime >= rule.state.lastBuyAt + spec.intervalSeconds;
  if (!due) return [];
  const trigger = `dca:${rule.executions + 1}`;
  const token = spec.tokenAddress as Address;
  const price = await view.price(spec.tokenAddress);
  if (price === null) return [{ kind: "skip", trigger, token, reason: "Nothing trades the token right now (its curve sold out and waits to bond)" }];
  if (spec.maxPrice !== undefined && price.price > spec.maxPrice) {
    return [{ kind: "skip", trigger, token, reason: `Price ${shown(price.price)} HYPE is above the ceiling of ${shown(spec.maxPrice)}` }];
  }
  const why = `buy ${rule.executions + 1} of ${spec.times}`;
  return [{ kind: "order", trigger, token, order: { side: "buy", hypeWei: parseEther(spec.amount) }, why }];
}

async function copy(spec: Of<"copy">, view: UpdateView): Promise<Decision[]> {
  const decisions: Decision[] = [];
  const seen = new Set<string>();
  for (const trade of view.update.trades) {
    if (trade.wallet !== spec.wallet.toLowerCase() || seen.has(trade.transactionHash)) continue;
    seen.add(trade.transactionHash);
    const token = trade.token as Address;
    const copied = await copiedTrade(view.client, spec.wallet as Address, token, trade.transactionHash as Hex);
    const trigger = `copy:${trade.transactionHash}`;
    if (copied.side === "buy") {
      const scaled = (copied.hypeIn * BigInt(Math.round(spec.factor * 10_000))) / 10_000n;
      const capped = scaled > parseEther(spec.perTradeCap) ? parseEther(spec.perTradeCap) : scaled;
      const why = `copies a buy of ${formatEther(copied.hypeIn)} HYPE × ${spec.factor}`;
      decisions.push({ kind: "order", trigger, token, order: { side: "buy", hypeWei: capped }, why });
    } else if (spec.mode === "both") {
      decisions.push({ kind: "order", trigger, token, order: { side: "sell", percentage: copied.percentage }, why: `copies a sell of ${copied.percentage} %` });
    }
  }
  return decisions;
}

const tierRank = (name: string | null) => (name === null ? -1 : CONFIDENCE_TIERS.length - CONFIDENCE_TIERS.findIndex((tier) => tier.name === name));

async function snipe(spec: Of<"snipe">, view: UpdateView): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (const launch of view.update.launches) {
    const token = launch as Address;
    const trigger = `snipe:${launch}`;
    const report = await sniffToken(view.env, view.client, view.chain, token);
    const skip = (reason: string) => decisions.push({ kind: "skip", trigger, token, reason });
    if (report.verdict !== "clean") {
      skip(`The sniffer's verdict is ${report.verdict}, not clean`);
      continue;
    }
    const tier = report.creator?.confidenceTier ?? null;
    if (tierRank(tier) < tierRank(spec.minTier)) {
      skip(`The creator's confidence tier is ${tier ?? "not scored yet"}, below ${spec.minTier}`);
      continue;
    }
    const launchBlock = [...(report.launch?.bundles ?? []), ...(report.launch?.snipers ?? [])].reduce((sum, group) => sum + group.percent, 0);
    if (launchBlock > spec.maxLaunchBlockPercent) {
      skip(`${shown(launchBlock)} % of the supply was bought in the launch block, more than ${spec.maxLaunchBlockPercent} %`);
      continue;
    }
    const why = `a clean launch by a ${tier} creator`;
    decisions.push({ kind: "order", trigger, token, order: { side: "buy", hypeWei: parseEther(spec.amount) }, why });
  }
  return decisions;
}

/** The rule's decisions on this update (an order, a skip, a cancellation), and a trailing stop's new high. */
export async function evaluateRule(rule: StoredRule, view: UpdateView): Promise<Evaluation> {
  const { spec } = rule;
  switch (spec.kind) {
    case "limit-buy":
    case "limit-sell":
      return { decisions: await limitOrder(spec, view) };
    case "take-profit":
    case "stop-loss":
      return { decisions: await positionExit(rule, spec, view) };
    case "trailing-stop":
      return trailingStop(rule, spec, view);
    case "dca":
      return { decisions: await dca(rule, spec, view) };
    case "copy":
      return { decisions: await copy(spec, view) };
    case "snipe":
      return { decisions: await snipe(spec, view) };
  }
}
