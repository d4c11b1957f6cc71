import { CANDLE_TYPES, TIMEFRAMES } from "../../shared/chart-options";
import type { CandleType, Timeframe } from "../../shared/schemas/chart";
import { VIEW_DEFAULT } from "../components/price-chart/live-chart";

export type EmbedQuery = { pairAddress: string; timeframe: Timeframe; candleType: CandleType; theme: "dark" | "light" };

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** /iframe/{pair}?timeframe=1m&candleType=mcap&theme=light — unknown values fall back to the defaults. */
export function readEmbedQuery(location: Pick<Location, "pathname" | "search">): EmbedQuery {
  const params = new URLSearchParams(location.search);
  return {
    pairAddress: location.pathname.split("/")[2] ?? "",
    timeframe: oneOf(TIMEFRAMES, params.get("timeframe"), VIEW_DEFAULT.timeframe),
    candleType: oneOf(CANDLE_TYPES, params.get("candleType"), VIEW_DEFAULT.candleType),
    theme: oneOf(["dark", "light"] as const, params.get("theme"), "dark"),
  };
}
