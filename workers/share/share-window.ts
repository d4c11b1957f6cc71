import type { Timeframe } from "../../shared/schemas/chart";
import { TIMEFRAME_SECONDS } from "../db/timeframes";

/** Candles a share card draws: enough to read a trend, few enough that each is a visible bar at 1200 px. */
export const SHARE_CANDLES = 96;
const CARD_TIMEFRAMES: Timeframe[] = ["1m", "5m", "15m", "1h", "4h", "1d"];

/** The finest timeframe whose 96 candles cover the pair's life: a launch minutes old is drawn in minutes, an old pair in days. */
export function shareTimeframe(createdAt: number | null, nowSeconds: number): Timeframe {
  const age = createdAt === null ? Number.POSITIVE_INFINITY : nowSeconds - createdAt;
  return CARD_TIMEFRAMES.find((timeframe) => TIMEFRAME_SECONDS[timeframe] * SHARE_CANDLES >= age) ?? "1d";
}
