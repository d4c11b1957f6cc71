import { useEffect } from "react";
import { formatPrice } from "../../../shared/format/numbers";

const APP_TITLE = "LQScan";

/** The tab title of a pair's page: its token and live price ("PURR $0.1812 · LQScan"); the app's own title again on leaving. */
export function pairTitle(symbol: string, priceUsd: number | null): string {
  return `${symbol}${priceUsd === null ? "" : ` ${formatPrice(priceUsd)}`} · ${APP_TITLE}`;
}

/** Names the token and its price in the tab title while the page shows them, following every new price. */
export function usePairTitle(symbol: string | null, priceUsd: number | null): void {
  useEffect(() => {
    if (symbol === null) return;
    document.title = pairTitle(symbol, priceUsd);
  }, [symbol, priceUsd]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
