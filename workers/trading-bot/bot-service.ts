import { BOT_LOG_CSV_COLUMNS, type BotLogEntry, type BotRule, type RuleSpec } from "../../shared/schemas/trading-bot";
import type { StoredUser } from "../db/auth-users";
import { tradingBotOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { checkRule } from "./rules";

// What the /tools/bot routes ask of the signed-in user's own bot: another user's rule id is simply not in it (404).

export const RULE_NOT_FOUND = "Rule not found";

const found = (rule: BotRule | null): BotRule => {
  if (rule === null) throw new ApiError(404, RULE_NOT_FOUND);
  return rule;
};

export async function createRule(env: Env, user: StoredUser, spec: RuleSpec): Promise<BotRule> {
  const bot = tradingBotOf(env, user.id);
  const state = await checkRule(env, user, spec, await bot.ruleCount());
  return bot.addRule(user.id, spec, state);
}

export async function editRule(env: Env, user: StoredUser, id: string, spec: RuleSpec): Promise<BotRule> {
  const bot = tradingBotOf(env, user.id);
  const overview = await bot.overview();
  const existing = found(overview.rules.find((rule) => rule.id === id) ?? null);
  if (existing.spec.kind !== spec.kind) throw new ApiError(400, `kind: a ${existing.spec.kind} rule stays one; create a new rule instead`);
  const state = await checkRule(env, user, spec, 0);
  return found(await bot.replaceRule(user.id, id, spec, state));
}

export async function pauseRule(env: Env, user: StoredUser, id: string, paused: boolean): Promise<BotRule> {
  return found(await tradingBotOf(env, user.id).setRulePaused(user.id, id, paused));
}

export async function deleteRule(env: Env, user: StoredUser, id: string): Promise<void> {
  if (!(await tradingBotOf(env, user.id).removeRule(user.id, id))) throw new ApiError(404, RULE_NOT_FOUND);
}

const csvField = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The log as CSV, oldest first, one line per entry. */
export function logCsv(entries: BotLogEntry[]): string {
  const lines = [...entries]
    .reverse()
    .map((entry) =>
      [
        entry.at,
        entry.ruleId,
        entry.kind,
        entry.block,
        entry.outcome,
        entry.reason,
        entry.tokenAddress,
        entry.side,
        entry.amountIn,
        entry.amountOut,
        entry.transactionHash,
      ]
        .map(csvField)
        .join(","),
    );
  return `${[BOT_LOG_CSV_COLUMNS.join(","), ...lines].join("\n")}\n`;
}
