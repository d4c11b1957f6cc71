import { marketDescription } from "../../shared/format/market";
import { tokenChart } from "../queries/graduated-chart";
import { pairDetail } from "../queries/pair-detail";
import { renderPng } from "./render-png";
import { shareImageSvg } from "./share-image-svg";
import { SHARE_CANDLES, shareTimeframe } from "./share-window";

/** A pair's share card as PNG, or null for a pair the indexer does not know. */
export async function shareImage(env: Env, origin: string, pairAddress: string, nowSeconds: number): Promise<Uint8Array | null> {
  const detail = await pairDetail(env, pairAddress, nowSeconds);
  const pair = detail?.pair ?? null;
  if (pair === null) return null;
  const timeframe = shareTimeframe(pair.creationTimestamp, nowSeconds);
  const chart = await tokenChart(env, pairAddress, { timeframe, candleType: "usd", limit: SHARE_CANDLES });
  const svg = shareImageSvg(pair, chart?.candles ?? [], marketDescription(pair.protocol, pair.feeTier), `${timeframe} candles`);
  return renderPng(env.ASSETS, origin, svg);
}
