import { DurableObject } from "cloudflare:workers";
import { formatEther } from "viem";
import type { BotLogEntry, BotOverview, BotRule, BotSettings, RuleSpec } from "../shared/schemas/trading-bot";
import { BotStorage, type RuleState, utcDay } from "../workers/stores/bot-storage";
import { setRuleWatch } from "../workers/stores/bot-watch";
import type { BotUpdate } from "../workers/trading-bot/bot-update";
import { publicRule, watchKeysOf } from "../workers/trading-bot/rules";
import { runUpdate } from "../workers/trading-bot/run-update";

/** Updates waiting for the alarm; beyond this many the oldest go (each rule reads the chain as it is now anyway). */
const QUEUE_MAX = 64;

/**
 * One per signed-in user (idFromName(userId)): their rules with each one's state, the log, the daily spend and
 * the pause switch, in SQLite storage. The ingestor hands it committed updates (deliver); it queues them and
 * judges its rules on its own alarm, so a slow send never holds up ingestion, and an update a crash cut short
 * is judged again when the alarm retries (the intents make that safe).
 */
export class TradingBot extends DurableObject<Env> {
  private readonly store: BotStorage;
  /** Sends this instance is making now; an intent still "sending" that is not here was cut short by a restart. */
  private readonly inProgress = new Set<string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new BotStorage(ctx.storage.sql);
  }

  private settings(): BotSettings {
    return { paused: this.store.paused(), dailyCap: this.store.dailyCap(), spentToday: formatEther(this.store.spentOn(utcDay())) };
  }

  overview(): BotOverview {
    return { settings: this.settings(), rules: this.store.rules().map(publicRule) };
  }

  ruleCount(): number {
    return this.store.rules().length;
  }

  async addRule(userId: string, spec: RuleSpec, state: RuleState): Promise<BotRule> {
    this.store.setSetting("userId", userId);
    const rule = {
      id: crypto.randomUUID(),
      status: "armed" as const,
      spec,
      spentWei: 0n,
      executions: 0,
      high: null,
      state,
      createdAt: new Date().toISOString(),
    };
    this.store.saveRule(rule);
    await setRuleWatch(this.env.DB, userId, rule.id, watchKeysOf(rule));
    return publicRule(rule);
  }

  /** An edit re-arms the rule with its new terms; what it spent still counts toward its cap. */
  async replaceRule(userId: string, id: string, spec: RuleSpec, state: RuleState): Promise<BotRule | null> {
    const rule = this.store.rule(id);
    if (rule === undefined) return null;
    Object.assign(rule, { spec, state, status: "armed", high: null });
    this.store.saveRule(rule);
    await setRuleWatch(this.env.DB, userId, id, watchKeysOf(rule));
    return publicRule(rule);
  }

  async setRulePaused(userId: string, id: string, paused: boolean): Promise<BotRule | null> {
    const rule = this.store.rule(id);
    if (rule === undefined) return null;
    if (rule.status === "armed" || rule.status === "paused") {
      rule.status = paused ? "paused" : "armed";
      rule.state.lastSkip = undefined;
      this.store.saveRule(rule);
      await setRuleWatch(this.env.DB, userId, id, watchKeysOf(rule));
    }
    return publicRule(rule);
  }

  async removeRule(userId: string, id: string): Promise<boolean> {
    if (this.store.rule(id) === undefined) return false;
    this.store.deleteRule(id);
    await setRuleWatch(this.env.DB, userId, id, []);
    return true;
  }

  updateSettings(change: { paused?: boolean; dailyCap?: string }): BotSettings {
    if (change.paused !== undefined) this.store.setSetting("paused", String(change.paused));
    if (change.dailyCap !== undefined) this.store.setSetting("dailyCap", change.dailyCap);
    return this.settings();
  }

  entries(ruleId?: string): BotLogEntry[] {
    return this.store.entries(ruleId);
  }

  /** Queues a committed update for the alarm; answers at once. */
  async deliver(userId: string, update: BotUpdate): Promise<void> {
    this.store.setSetting("userId", userId);
    const queue = (await this.ctx.storage.get<BotUpdate[]>("queue")) ?? [];
    await this.ctx.storage.put("queue", [...queue, update].slice(-QUEUE_MAX));
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }

  override async alarm(): Promise<void> {
    const userId = this.store.setting("userId");
    for (;;) {
      const queue = (await this.ctx.storage.get<BotUpdate[]>("queue")) ?? [];
      const update = queue[0];
      if (update === undefined || userId === undefined) return;
      await runUpdate(this.env, this.store, userId, update, this.inProgress);
      // Taken off the queue only once judged: a crash before this judges it again, and the intents keep that from sending twice.
      const rest = ((await this.ctx.storage.get<BotUpdate[]>("queue")) ?? []).slice(1);
      await this.ctx.storage.put("queue", rest);
    }
  }
}
