import { type Address, formatEther, type Hex, parseEther } from "viem";
import { BOT_RULES_MAX, type BotRule, RULE_EXPIRY_MAX_DAYS, type RuleSpec } from "../../shared/schemas/trading-bot";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { ApiError } from "../http/errors";
import type { RuleState, StoredRule } from "../stores/bot-storage";
import { chainClient, readTokenMarket } from "../trading/market";
import { positionOf } from "./chain-facts";

// A rule as the trader writes it, checked against the chain before it is armed, and what wakes it.

/** A 400 naming the field and the reason, as the schema's own refusals do. */
const invalid = (field: string, reason: string) => new ApiError(400, `${field}: ${reason}`, { issues: [{ path: field, message: reason }] });

/** The index keys that wake an armed rule (migrations/0021_trading_bot.sql). */
export function watchKeysOf(rule: Pick<StoredRule, "status" | "spec">): string[] {
  if (rule.status !== "armed") return [];
  const { spec } = rule;
  if (spec.kind === "copy") return [`wallet:${spec.wallet.toLowerCase()}`];
  if (spec.kind === "snipe") return ["launches"];
  if (spec.kind === "dca") return ["blocks"];
  return [`token:${spec.tokenAddress.toLowerCase()}`];
}

/** Refuses what the schema cannot judge alone; answers the state the rule starts with (a bound position's buy). */
export async function checkRule(env: Env, user: StoredUser, spec: RuleSpec, ruleCount: number): Promise<RuleState> {
  if (ruleCount >= BOT_RULES_MAX) throw new ApiError(409, `A bot keeps at most ${BOT_RULES_MAX} rules: delete one first`);
  const now = Math.floor(Date.now() / 1000);
  if (spec.expiresAt <= now) throw invalid("expiresAt", "must be in the future");
  if (spec.expiresAt > now + RULE_EXPIRY_MAX_DAYS * 86_400) throw invalid("expiresAt", `must be at most ${RULE_EXPIRY_MAX_DAYS} days ahead`);
  if ("amount" in spec && parseEther(spec.amount) > parseEther(spec.spendCap))
    throw invalid("amount", `is more than the rule's spendCap of ${spec.spendCap} HYPE`);
  if (spec.kind === "copy" && spec.wallet.toLowerCase() === user.walletAddress.toLowerCase()) throw invalid("wallet", "is your own wallet");
  if (!("tokenAddress" in spec)) return {};
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  await readTokenMarket(client, chain, spec.tokenAddress as Address).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw invalid("tokenAddress", "is not a token launched on the launchpad");
    throw error;
  });
  if (spec.kind !== "take-profit" && spec.kind !== "stop-loss") return {};
  const position = await positionOf(client, user.walletAddress as Address, spec.tokenAddress as Address, spec.positionTx as Hex);
  return { positionAmount: position.amount.toString(), positionBlock: position.block };
}

/** A rule as the API answers it. */
export const publicRule = ({ spentWei, state: _state, ...rule }: StoredRule): BotRule => ({ ...rule, spent: formatEther(spentWei) });
