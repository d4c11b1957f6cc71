import { formatEther, formatUnits, parseEther } from "viem";
import type { TradePending, TradeResult } from "../../shared/schemas/trade";
import type { StoredUser } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { loggableMessage } from "../http/loggable-message";
import type { BotStorage, StoredRule } from "../stores/bot-storage";
import { utcDay } from "../stores/bot-storage";
import { placeTrade } from "../trading/trade";
import type { Decision } from "./evaluate";

// Sends a rule's order through the trade panel's own path (placeTrade: the quote at the pending block, the
// slippage bound, the wallet's nonce queue, the trading key), after the bot's limits, and logs what happened.
// The intent is recorded before the send, so a restart can never send the same (rule, trigger) twice.

const TOKEN_DECIMALS = 6;
const ONE_SHOT = new Set(["limit-buy", "limit-sell", "take-profit", "stop-loss", "trailing-stop"]);

type OrderDecision = Extract<Decision, { kind: "order" }>;
export type Sent = { ruleId: string; trigger: string };

/** What refuses an order before anything is signed: the pause switch and every spend cap. */
function refusal(store: BotStorage, rule: StoredRule, decision: OrderDecision): string | null {
  if (store.paused()) return "The bot is paused";
  if (decision.order.side !== "buy") return null;
  const wei = decision.order.hypeWei;
  const capWei = parseEther(rule.spec.spendCap);
  if (rule.spentWei + wei > capWei) {
    return `Buying ${formatEther(wei)} HYPE would pass the rule's spend cap of ${rule.spec.spendCap} HYPE (${formatEther(rule.spentWei)} spent)`;
  }
  const dailyWei = parseEther(store.dailyCap());
  const today = store.spentOn(utcDay());
  if (today + wei > dailyWei)
    return `Buying ${formatEther(wei)} HYPE would pass the bot's daily cap of ${store.dailyCap()} HYPE (${formatEther(today)} spent today)`;
  if (rule.spec.kind === "copy") {
    const spentDay = rule.state.copyDay === utcDay() ? BigInt(rule.state.copySpentDay ?? "0") : 0n;
    const copyCap = parseEther(rule.spec.dailyCap);
    if (spentDay + wei > copyCap) return `Buying ${formatEther(wei)} HYPE would pass this copy rule's daily cap of ${rule.spec.dailyCap} HYPE`;
  }
  return null;
}

/**
 * Logs a skip once per reason in a row, so a condition that keeps holding does not fill the log block after block;
 * the same refusal at another price or amount (its figures aside) is the same skip.
 */
export function logSkip(store: BotStorage, rule: StoredRule, block: number, token: string | null, reason: string, trigger: string): void {
  // A copied trade or a launch is an event of its own: each one's skip is logged.
  const event = /^(copy|snipe):/.test(trigger) ? trigger : "";
  const key = `${token}|${event}|${reason.replace(/\d[\d.e-]*/g, "#")}`;
  if (rule.state.lastSkip === key) return;
  rule.state.lastSkip = key;
  store.saveRule(rule);
  store.log({
    ruleId: rule.id,
    kind: rule.spec.kind,
    block,
    outcome: "skipped",
    reason,
    tokenAddress: token,
    side: null,
    amountIn: null,
    amountOut: null,
    transactionHash: null,
  });
}

function tradeRequest(user: StoredUser, decision: OrderDecision, slippageTolerance: number) {
  const wallet = { userId: user.id, walletUserId: user.turnkeySubOrgId, privateKeyId: user.walletId };
  const { order } = decision;
  const base = { ...wallet, tokenAddress: decision.token, slippageTolerance };
  if (order.side === "buy") return { ...base, amountIn: formatEther(order.hypeWei) };
  if ("percentage" in order) return { ...base, amountIn: "0", percentage: order.percentage };
  return { ...base, amountIn: formatUnits(order.tokenUnits, TOKEN_DECIMALS) };
}

/** After a sent order: the rule's spend, count and status. */
function recordSent(store: BotStorage, rule: StoredRule, decision: OrderDecision, chainTime: number): void {
  const wei = decision.order.side === "buy" ? decision.order.hypeWei : 0n;
  rule.spentWei += wei;
  rule.executions += 1;
  rule.state.lastSkip = undefined;
  store.addSpend(utcDay(), wei);
  const { spec } = rule;
  if (ONE_SHOT.has(spec.kind)) rule.status = "done";
  if (spec.kind === "dca") {
    rule.state.lastBuyAt = chainTime;
    if (rule.executions >= spec.times) rule.status = "done";
  }
  if (spec.kind === "copy") {
    const spentDay = rule.state.copyDay === utcDay() ? BigInt(rule.state.copySpentDay ?? "0") : 0n;
    Object.assign(rule.state, { copyDay: utcDay(), copySpentDay: (spentDay + wei).toString() });
  }
  store.saveRule(rule);
}

/**
 * Sends one order when nothing refuses it; answers whether it was sent (the caller then cancels a position's
 * other exit). A refusal the trade path finds before signing (slippage, funds) is a skip and the rule stays armed;
 * a transaction that reverted pauses the rule, so a failing order never burns gas block after block.
 */
export async function executeOrder(
  store: BotStorage,
  env: Env,
  user: StoredUser,
  rule: StoredRule,
  decision: OrderDecision,
  block: number,
  chainTime: number,
  inProgress: Set<string>,
): Promise<boolean> {
  const refused = refusal(store, rule, decision);
  if (refused !== null) {
    logSkip(store, rule, block, decision.token, refused, decision.trigger);
    return false;
  }
  if (!store.claimIntent(rule.id, decision.trigger)) return false;
  const intent = `${rule.id}|${decision.trigger}`;
  inProgress.add(intent);
  const request = tradeRequest(user, decision, rule.spec.slippageTolerance);
  const entry = { ruleId: rule.id, kind: rule.spec.kind, block, tokenAddress: decision.token, side: decision.order.side };
  try {
    const result: TradeResult | TradePending = await placeTrade(env, user, decision.order.side, request);
    store.settleIntent(rule.id, decision.trigger, "sent");
    recordSent(store, rule, decision, chainTime);
    const mined = "amountIn" in result;
    store.log({
      ...entry,
      outcome: "executed",
      reason: mined ? `Sent: ${decision.why}` : `Sent, waiting to be mined: ${decision.why}`,
      amountIn: mined ? result.amountIn : request.amountIn,
      amountOut: mined ? result.amountOut : null,
      transactionHash: result.transactionHash,
    });
    return true;
  } catch (error) {
    const message = error instanceof ApiError ? error.message : loggableMessage(error);
    const hash = error instanceof ApiError ? ((error.extra.transactionHash as string | undefined) ?? /0x[0-9a-f]{64}/i.exec(message)?.[0]) : undefined;
    if (error instanceof ApiError && hash === undefined) {
      store.settleIntent(rule.id, decision.trigger, "refused");
      logSkip(store, rule, block, decision.token, message, decision.trigger);
      return false;
    }
    // Sent and failed, or an answer we cannot read: whether it went out is unknown, so the rule stops until the trader looks.
    store.settleIntent(rule.id, decision.trigger, hash === undefined ? "interrupted" : "sent");
    rule.status = "paused";
    store.saveRule(rule);
    store.log({
      ...entry,
      outcome: "failed",
      reason: `${message} The rule is paused.`,
      amountIn: request.amountIn,
      amountOut: null,
      transactionHash: hash ?? null,
    });
    return false;
  } finally {
    inProgress.delete(intent);
  }
}
