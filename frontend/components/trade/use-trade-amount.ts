import { useState } from "react";
import type { Side } from "./TradeOutcome";

/** HYPE kept back by Max on a buy, for the gas. */
const GAS_RESERVE_HYPE = 0.01;
const TOKEN_DECIMALS = 6;

export const isAmount = (text: string) => /^\d*\.?\d+$|^\d+\.$/.test(text.trim()) && Number(text) > 0;

/**
 * The side and amount being typed: a buy in HYPE, a sell in tokens or as a percentage of what is held.
 * Every change closes a pending price-impact confirmation.
 */
export function useTradeAmount(held: number, hype: number | null) {
  const [side, setSide] = useState<Side>("buy");
  const [amountText, setAmountText] = useState("");
  const [sellPercent, setSellPercent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const sellAmount = sellPercent === null ? amountText : ((held * sellPercent) / 100).toFixed(TOKEN_DECIMALS);
  const amountIn = side === "buy" ? amountText : sellAmount;

  const clear = () => {
    setAmountText("");
    setSellPercent(null);
  };
  return {
    side,
    amountText,
    sellPercent,
    sellAmount,
    amountIn,
    confirming,
    setConfirming,
    clear,
    choose: (next: Side) => {
      setSide(next);
      clear();
      setConfirming(false);
    },
    type: (text: string) => {
      setSellPercent(null);
      setConfirming(false);
      setAmountText(text.replace(/[^\d.]/g, ""));
    },
    preset: (preset: number) => {
      setConfirming(false);
      if (side === "buy") setAmountText(String(preset));
      else setSellPercent(preset);
    },
    max: () => {
      if (side === "sell") {
        setSellPercent(100);
        setAmountText("");
      } else if (hype !== null) setAmountText(String(Math.max(0, Math.floor((hype - GAS_RESERVE_HYPE) * 1e6) / 1e6)));
    },
  };
}

export type TradeAmount = ReturnType<typeof useTradeAmount>;
