import { CANDLE_TYPES, TIMEFRAMES } from "../../shared/constants";
import type { CandleType, Timeframe } from "../../shared/schemas/chart";

/** Embeds usually show intraday trading, so the frame opens on 15m unless told otherwise. */
const EMBED_DEFAULT_TIMEFRAME: Timeframe = "15m";

export type EmbedQuery = { pairAddress: string; timeframe: Timeframe; candleType: CandleType; theme: "dark" | "light" };

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** /iframe/{pair}?timeframe=1m&candleType=mcap&theme=light — unknown values fall back to the defaults. */
export function readEmbedQuery(location: Pick<Location, "pathname" | "search">): EmbedQuery {
  const params = new URLSearchParams(location.search);
  return {
    pairAddress: location.pathname.split("/")[2] ?? "",
    timeframe: oneOf(TIMEFRAMES, params.get("timeframe"), EMBED_DEFAULT_TIMEFRAME),
    candleType: oneOf(CANDLE_TYPES, params.get("candleType"), "usd"),
    theme: oneOf(["dark", "light"] as const, params.get("theme"), "dark"),
  };
}
