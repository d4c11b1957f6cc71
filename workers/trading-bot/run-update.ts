import type { Address } from "viem";
import { chainConfigFor } from "../chain/chain-config";
import { userById } from "../db/auth-users";
import { loggableMessage } from "../http/loggable-message";
import type { BotStorage, StoredRule } from "../stores/bot-storage";
import { setRuleWatch } from "../stores/bot-watch";
import { chainClient } from "../trading/market";
import type { BotUpdate } from "./bot-update";
import { evaluateRule, UpdateView } from "./evaluate";
import { executeOrder, logSkip } from "./execute";
import { watchKeysOf } from "./rules";

// One update through a user's bot: every armed rule is judged on it in turn, and what holds is sent.

/** Ends a rule (done, cancelled, expired) and takes it out of the ingestor's index. */
export async function endRule(env: Env, store: BotStorage, userId: string, rule: StoredRule, status: StoredRule["status"]): Promise<void> {
  rule.status = status;
  store.saveRule(rule);
  await setRuleWatch(env.DB, userId, rule.id, watchKeysOf(rule));
}

/** Sends cut short by a restart: never sent again; their rules pause until the trader looks at the wallet. */
async function recoverInterrupted(env: Env, store: BotStorage, userId: string, block: number, inProgress: Set<string>): Promise<void> {
  for (const { ruleId, trigger } of store.sendingIntents()) {
    if (inProgress.has(`${ruleId}|${trigger}`)) continue;
    store.settleIntent(ruleId, trigger, "interrupted");
    const rule = store.rule(ruleId);
    if (rule === undefined) continue;
    const reason = "The bot restarted while sending this order: it is never sent twice, so the rule is paused until you check the wallet";
    store.log({
      ruleId,
      kind: rule.spec.kind,
      block,
      outcome: "interrupted",
      reason,
      tokenAddress: null,
      side: null,
      amountIn: null,
      amountOut: null,
      transactionHash: null,
    });
    if (rule.status === "armed") await endRule(env, store, userId, rule, "paused");
  }
}

/** Take-profit and stop-loss of one position: one sent cancels the others. */
async function cancelSiblings(env: Env, store: BotStorage, userId: string, sent: StoredRule, block: number): Promise<void> {
  if (sent.spec.kind !== "take-profit" && sent.spec.kind !== "stop-loss") return;
  const position = sent.spec.positionTx;
  for (const rule of store.rules()) {
    if (rule.id === sent.id || rule.status !== "armed" || !("positionTx" in rule.spec) || rule.spec.positionTx !== position) continue;
    await endRule(env, store, userId, rule, "cancelled");
    const reason = `Cancelled: the position's ${sent.spec.kind} was sent`;
    store.log({
      ruleId: rule.id,
      kind: rule.spec.kind,
      block,
      outcome: "cancelled",
      reason,
      tokenAddress: null,
      side: null,
      amountIn: null,
      amountOut: null,
      transactionHash: null,
    });
  }
}

export async function runUpdate(env: Env, store: BotStorage, userId: string, update: BotUpdate, inProgress: Set<string>): Promise<void> {
  await recoverInterrupted(env, store, userId, update.block, inProgress);
  const user = await userById(env.DB, userId);
  if (user === undefined) return;
  const chain = chainConfigFor(env);
  const head = await chainClient(chain).getBlock({ blockTag: "latest" });
  const view = new UpdateView(env, chain, update, Number(head.timestamp), user.walletAddress as Address);
  const now = Date.now() / 1000;
  for (const armed of store.rules().filter((rule) => rule.status === "armed")) {
    const rule = store.rule(armed.id);
    if (rule === undefined || rule.status !== "armed") continue;
    if (rule.spec.expiresAt <= now) {
      await endRule(env, store, userId, rule, "expired");
      store.log({
        ruleId: rule.id,
        kind: rule.spec.kind,
        block: update.block,
        outcome: "expired",
        reason: "Expired before its condition was met",
        tokenAddress: null,
        side: null,
        amountIn: null,
        amountOut: null,
        transactionHash: null,
      });
      continue;
    }
    try {
      const { decisions, high } = await evaluateRule(rule, view);
      if (high !== undefined && high !== rule.high) {
        rule.high = high;
        store.saveRule(rule);
      }
      for (const decision of decisions) {
        if (decision.kind === "cancel") {
          await endRule(env, store, userId, rule, "cancelled");
          store.log({
            ruleId: rule.id,
            kind: rule.spec.kind,
            block: update.block,
            outcome: "cancelled",
            reason: decision.reason,
            tokenAddress: null,
            side: null,
            amountIn: null,
            amountOut: null,
            transactionHash: null,
          });
          break;
        }
        if (decision.kind === "skip") {
          logSkip(store, rule, update.block, decision.token, decision.reason, decision.trigger);
          continue;
        }
        const sent = await executeOrder(store, env, user, rule, decision, update.block, view.chainTime, inProgress);
        if (sent) await cancelSiblings(env, store, userId, rule, update.block);
        if (rule.status !== "armed") {
          await setRuleWatch(env.DB, userId, rule.id, []);
          break;
        }
      }
    } catch (error) {
      console.error("trading bot rule evaluation failed:", loggableMessage(error));
    }
  }
}
