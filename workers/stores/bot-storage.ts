import { BOT_DAILY_CAP_DEFAULT, type BotLogEntry, type BotRule, type RuleSpec, type RuleStatus } from "../../shared/schemas/trading-bot";

// A trading bot's own SQLite storage (durable-objects/trading-bot.ts): its rules with their state, the
// intents recorded before each send, its log and its settings.

/** A rule's working state beyond its spec (a bound position, the DCA clock, copy-trading's day). */
export type RuleState = {
  positionAmount?: string;
  positionBlock?: number;
  lastBuyAt?: number;
  copyDay?: string;
  copySpentDay?: string;
  /** The last skip's reason, so a condition that keeps holding logs one skip, not one per block. */
  lastSkip?: string;
};
export type StoredRule = Omit<BotRule, "spent"> & { spentWei: bigint; state: RuleState };
export type NewLogEntry = Omit<BotLogEntry, "id" | "at">;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rules (id TEXT PRIMARY KEY, status TEXT NOT NULL, spec TEXT NOT NULL, spent_wei TEXT NOT NULL,
  executions INTEGER NOT NULL, high REAL, state TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY AUTOINCREMENT, rule_id TEXT NOT NULL, kind TEXT NOT NULL, at TEXT NOT NULL,
  block INTEGER NOT NULL, outcome TEXT NOT NULL, reason TEXT NOT NULL, token TEXT, side TEXT, amount_in TEXT, amount_out TEXT, tx TEXT);
CREATE INDEX IF NOT EXISTS log_rule ON log (rule_id, id);
CREATE TABLE IF NOT EXISTS intents (rule_id TEXT NOT NULL, trigger TEXT NOT NULL, status TEXT NOT NULL, PRIMARY KEY (rule_id, trigger));
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS daily_spend (day TEXT PRIMARY KEY, wei TEXT NOT NULL);`;

type RuleRow = { id: string; status: string; spec: string; spent_wei: string; executions: number; high: number | null; state: string; created_at: string };
type LogRow = {
  id: number;
  rule_id: string;
  kind: string;
  at: string;
  block: number;
  outcome: string;
  reason: string;
  token: string | null;
  side: string | null;
  amount_in: string | null;
  amount_out: string | null;
  tx: string | null;
};

const ruleOf = (row: RuleRow): StoredRule => ({
  id: row.id,
  status: row.status as RuleStatus,
  spec: JSON.parse(row.spec) as RuleSpec,
  spentWei: BigInt(row.spent_wei),
  executions: row.executions,
  high: row.high,
  state: JSON.parse(row.state) as RuleState,
  createdAt: row.created_at,
});

const entryOf = (row: LogRow): BotLogEntry => ({
  id: row.id,
  ruleId: row.rule_id,
  kind: row.kind as BotLogEntry["kind"],
  at: row.at,
  block: row.block,
  outcome: row.outcome as BotLogEntry["outcome"],
  reason: row.reason,
  tokenAddress: row.token,
  side: row.side as BotLogEntry["side"],
  amountIn: row.amount_in,
  amountOut: row.amount_out,
  transactionHash: row.tx,
});

/** The UTC day a spend counts toward. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

export class BotStorage {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  rules(): StoredRule[] {
    return this.sql.exec<RuleRow>("SELECT * FROM rules ORDER BY created_at, id").toArray().map(ruleOf);
  }

  rule(id: string): StoredRule | undefined {
    const row = this.sql.exec<RuleRow>("SELECT * FROM rules WHERE id = ?", id).toArray()[0];
    return row === undefined ? undefined : ruleOf(row);
  }

  saveRule(rule: StoredRule): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO rules (id, status, spec, spent_wei, executions, high, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      rule.id,
      rule.status,
      JSON.stringify(rule.spec),
      rule.spentWei.toString(),
      rule.executions,
      rule.high,
      JSON.stringify(rule.state),
      rule.createdAt,
    );
  }

  deleteRule(id: string): void {
    this.sql.exec("DELETE FROM rules WHERE id = ?", id);
  }

  log(entry: NewLogEntry): void {
    this.sql.exec(
      "INSERT INTO log (rule_id, kind, at, block, outcome, reason, token, side, amount_in, amount_out, tx) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      entry.ruleId,
      entry.kind,
      new Date().toISOString(),
      entry.block,
      entry.outcome,
      entry.reason,
      entry.tokenAddress,
      entry.side,
      entry.amountIn,
      entry.amountOut,
      entry.transactionHash,
    );
  }

  /** Newest first; one rule's, or the whole feed. */
  entries(ruleId?: string, limit = 500): BotLogEntry[] {
    const rows =
      ruleId === undefined
        ? this.sql.exec<LogRow>("SELECT * FROM log ORDER BY id DESC LIMIT ?", limit)
        : this.sql.exec<LogRow>("SELECT * FROM log WHERE rule_id = ? ORDER BY id DESC LIMIT ?", ruleId, limit);
    return rows.toArray().map(entryOf);
  }

  /** Records the intent to send for (rule, trigger); false when one was already recorded (never send twice). */
  claimIntent(ruleId: string, trigger: string): boolean {
    return this.sql.exec("INSERT OR IGNORE INTO intents (rule_id, trigger, status) VALUES (?, ?, 'sending')", ruleId, trigger).rowsWritten > 0;
  }

  settleIntent(ruleId: string, trigger: string, status: "sent" | "refused" | "interrupted"): void {
    this.sql.exec("UPDATE intents SET status = ? WHERE rule_id = ? AND trigger = ?", status, ruleId, trigger);
  }

  /** Intents still marked as sending: a send that a restart cut short. */
  sendingIntents(): { ruleId: string; trigger: string }[] {
    return this.sql
      .exec<{ rule_id: string; trigger: string }>("SELECT rule_id, trigger FROM intents WHERE status = 'sending'")
      .toArray()
      .map((row) => ({ ruleId: row.rule_id, trigger: row.trigger }));
  }

  setting(key: "paused" | "dailyCap" | "userId"): string | undefined {
    return this.sql.exec<{ value: string }>("SELECT value FROM settings WHERE key = ?", key).toArray()[0]?.value;
  }

  setSetting(key: "paused" | "dailyCap" | "userId", value: string): void {
    this.sql.exec("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", key, value);
  }

  paused(): boolean {
    return this.setting("paused") === "true";
  }

  dailyCap(): string {
    return this.setting("dailyCap") ?? BOT_DAILY_CAP_DEFAULT;
  }

  spentOn(day: string): bigint {
    return BigInt(this.sql.exec<{ wei: string }>("SELECT wei FROM daily_spend WHERE day = ?", day).toArray()[0]?.wei ?? "0");
  }

  addSpend(day: string, wei: bigint): void {
    this.sql.exec("INSERT OR REPLACE INTO daily_spend (day, wei) VALUES (?, ?)", day, (this.spentOn(day) + wei).toString());
  }
}
