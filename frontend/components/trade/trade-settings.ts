import { useSyncExternalStore } from "react";
import {
  PRIORITY_TIP_MAX_GWEI,
  PRIORITY_TIP_MIN_GWEI,
  SLIPPAGE_TOLERANCE_DEFAULT,
  SLIPPAGE_TOLERANCE_MAX,
  SLIPPAGE_TOLERANCE_MIN,
} from "../../../shared/schemas/trade";

// The trade panel's remembered settings: the quick amounts (HYPE to buy, percent of the holding to sell),
// the slippage tolerance, the priority tip (null: the node's suggestion) and which buy amount the terminal's one-click buys use, kept in this browser.

const STORAGE_KEY = "lqscan.trade-settings";

export type TradeSettings = { buyPresets: number[]; sellPresets: number[]; slippageBps: number; priorityTipGwei: number | null; quickBuyPreset: number };

export const DEFAULT_TRADE_SETTINGS: TradeSettings = {
  buyPresets: [0.1, 0.5, 1, 5],
  sellPresets: [25, 50, 75, 100],
  slippageBps: SLIPPAGE_TOLERANCE_DEFAULT,
  priorityTipGwei: null,
  quickBuyPreset: 0,
};

const positive = (values: unknown, count: number, max: number): values is number[] =>
  Array.isArray(values) && values.length === count && values.every((value) => typeof value === "number" && value > 0 && value <= max);

function readSettings(): TradeSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<TradeSettings>;
    const slippage = stored.slippageBps;
    const quick = stored.quickBuyPreset;
    const tip = stored.priorityTipGwei;
    return {
      buyPresets: positive(stored.buyPresets, 4, Number.MAX_SAFE_INTEGER) ? stored.buyPresets : DEFAULT_TRADE_SETTINGS.buyPresets,
      sellPresets: positive(stored.sellPresets, 4, 100) ? stored.sellPresets : DEFAULT_TRADE_SETTINGS.sellPresets,
      slippageBps:
        typeof slippage === "number" && Number.isInteger(slippage) && slippage >= SLIPPAGE_TOLERANCE_MIN && slippage <= SLIPPAGE_TOLERANCE_MAX
          ? slippage
          : DEFAULT_TRADE_SETTINGS.slippageBps,
      priorityTipGwei: typeof tip === "number" && tip >= PRIORITY_TIP_MIN_GWEI && tip <= PRIORITY_TIP_MAX_GWEI ? tip : null,
      quickBuyPreset: typeof quick === "number" && Number.isInteger(quick) && quick >= 0 && quick < 4 ? quick : DEFAULT_TRADE_SETTINGS.quickBuyPreset,
    };
  } catch {
    return DEFAULT_TRADE_SETTINGS;
  }
}

// One copy for the whole page: the panel and the terminal's columns read and write the same settings.
let shared: TradeSettings | null = null;
const listeners = new Set<() => void>();
const currentSettings = () => {
  shared ??= readSettings();
  return shared;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function updateSettings(change: Partial<TradeSettings>) {
  shared = { ...currentSettings(), ...change };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(shared));
  for (const listener of listeners) listener();
}

export function useTradeSettings() {
  const settings = useSyncExternalStore(subscribe, currentSettings);
  return [settings, updateSettings] as const;
}
