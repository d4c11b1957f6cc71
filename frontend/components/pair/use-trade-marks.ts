import { useMemo } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { useTraderTrades } from "../../api/pair";
import type { TradeMark, TradeMarkOwner } from "../price-chart/chart-marks";
import { tradeRows } from "./trade-rows";

/** The wallets whose trades the chart marks; null marks none of that kind. */
export type MarkedWallets = Record<TradeMarkOwner, string | null>;

/** Trades of one wallet, fetched and live, as marks. */
function useWalletMarks(pairAddress: string, live: readonly SwapActivity[], owner: TradeMarkOwner, wallet: string | null): TradeMark[] {
  const { data } = useTraderTrades(pairAddress, wallet);
  return useMemo(
    () =>
      wallet === null
        ? []
        : tradeRows(live, data?.ok ? data.data.activity : [], { side: "all", trader: wallet }).map((trade) => ({
            time: trade.blockTimestamp,
            isBuy: trade.isBuy,
            owner,
          })),
    [live, data, wallet, owner],
  );
}

/** The marks of the trader's own, the creator's and the chosen wallet's trades, moving with the live feed. */
export function useTradeMarks(pairAddress: string, live: readonly SwapActivity[], wallets: MarkedWallets): TradeMark[] {
  const you = useWalletMarks(pairAddress, live, "you", wallets.you);
  const creator = useWalletMarks(pairAddress, live, "creator", wallets.creator);
  const trader = useWalletMarks(pairAddress, live, "trader", wallets.trader);
  return useMemo(() => [...you, ...creator, ...trader], [you, creator, trader]);
}
