import type { BotRule, RuleKind, RuleSpec } from "../../../shared/schemas/trading-bot";
import { CONFIDENCE_TIERS } from "../../../shared/scoring";

// The rule form's fields per kind, and the spec they make: one table, so every kind's form is built the same way.

export type Field = { name: string; label: string; kind: "text" | "number" | "select"; options?: string[]; optional?: boolean; hint?: string };

export const KIND_LABELS: Record<RuleKind, string> = {
  "limit-buy": "Limit buy",
  "limit-sell": "Limit sell",
  "take-profit": "Take-profit",
  "stop-loss": "Stop-loss",
  "trailing-stop": "Trailing stop",
  dca: "DCA",
  copy: "Copy a wallet",
  snipe: "Snipe launches",
};

const token: Field = { name: "tokenAddress", label: "Token address", kind: "text" };
const measure: Field = { name: "trigger.measure", label: "Trigger on", kind: "select", options: ["price", "marketCap"] };
const at: Field = { name: "trigger.at", label: "At (HYPE)", kind: "number", hint: "Price per token, or market cap, in HYPE" };
const percentage: Field = { name: "percentage", label: "Sell % of holding", kind: "number" };

export const KIND_FIELDS: Record<RuleKind, Field[]> = {
  "limit-buy": [token, measure, at, { name: "amount", label: "Buy with (HYPE)", kind: "number" }],
  "limit-sell": [token, measure, at, percentage],
  "take-profit": [
    token,
    { name: "positionTx", label: "Position (its buy's transaction)", kind: "text" },
    { name: "price", label: "Sell at price ≥ (HYPE)", kind: "number" },
  ],
  "stop-loss": [
    token,
    { name: "positionTx", label: "Position (its buy's transaction)", kind: "text" },
    { name: "price", label: "Sell at price ≤ (HYPE)", kind: "number" },
  ],
  "trailing-stop": [token, { name: "trailPercent", label: "Trail (% under the high)", kind: "number" }, percentage],
  dca: [
    token,
    { name: "amount", label: "Each buy (HYPE)", kind: "number" },
    { name: "intervalSeconds", label: "Every (seconds)", kind: "number" },
    { name: "times", label: "Times", kind: "number" },
    { name: "maxPrice", label: "Price ceiling (HYPE, optional)", kind: "number", optional: true },
  ],
  copy: [
    { name: "wallet", label: "Wallet to copy", kind: "text" },
    { name: "factor", label: "Size factor (× their HYPE)", kind: "number" },
    { name: "perTradeCap", label: "Per-trade cap (HYPE)", kind: "number" },
    { name: "dailyCap", label: "Daily cap (HYPE)", kind: "number" },
    { name: "mode", label: "Copy", kind: "select", options: ["buys", "both"] },
  ],
  snipe: [
    { name: "minTier", label: "Creator tier at least", kind: "select", options: CONFIDENCE_TIERS.map((tier) => tier.name) },
    { name: "maxLaunchBlockPercent", label: "Most % bought in the launch block", kind: "number" },
    { name: "amount", label: "Buy with (HYPE)", kind: "number" },
  ],
};

/** Amounts travel as decimal text; everything else numeric as a number. */
const TEXT_AMOUNTS = new Set(["amount", "spendCap", "perTradeCap", "dailyCap"]);

export type FormValues = Record<string, string>;

export function defaultValues(kind: RuleKind, prefill: FormValues = {}): FormValues {
  const selects = Object.fromEntries(KIND_FIELDS[kind].filter((field) => field.options).map((field) => [field.name, field.options![0]!]));
  return { expiresHours: "24", slippagePercent: "1", spendCap: "1", ...selects, ...prefill };
}

/** The values of an existing rule, for editing it. */
export function valuesOf(rule: BotRule): FormValues {
  const values: FormValues = {};
  const flatten = (object: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      if (value !== null && typeof value === "object") flatten(value as Record<string, unknown>, `${prefix}${key}.`);
      else values[`${prefix}${key}`] = String(value);
    }
  };
  flatten(rule.spec as unknown as Record<string, unknown>, "");
  const hoursLeft = Math.max(1, Math.round((rule.spec.expiresAt - Date.now() / 1000) / 3600));
  return { ...values, expiresHours: String(hoursLeft), slippagePercent: String(rule.spec.slippageTolerance / 100) };
}

/** The spec the values make (the server's schema judges it). */
export function specOf(kind: RuleKind, values: FormValues): RuleSpec {
  const spec: Record<string, unknown> = {
    kind,
    expiresAt: Math.floor(Date.now() / 1000 + Number(values.expiresHours) * 3600),
    slippageTolerance: Math.round(Number(values.slippagePercent) * 100),
    spendCap: values.spendCap?.trim(),
  };
  for (const field of KIND_FIELDS[kind]) {
    const raw = (values[field.name] ?? "").trim();
    if (raw === "" && field.optional) continue;
    const value = field.kind === "number" && !TEXT_AMOUNTS.has(field.name) ? (raw === "" ? Number.NaN : Number(raw)) : raw;
    const [head, tail] = field.name.split(".");
    if (tail === undefined) spec[head!] = value;
    else spec[head!] = { ...(spec[head!] as object | undefined), [tail]: value };
  }
  return spec as RuleSpec;
}
