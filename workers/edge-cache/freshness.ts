import { DEFAULT_TIMEFRAME } from "../../shared/chart-options";
import type { Timeframe } from "../../shared/schemas/chart";
import { OHLCV_TIMEFRAME_SECONDS } from "../../shared/schemas/ohlcv";
import { TIMEFRAME_SECONDS } from "../db/timeframes";

/** Seconds an answer stays fresh at the edge, from the request (a chart page's end decides whether it can still change). */
type Freshness = number | ((url: URL, nowSeconds: number) => number);

/** The live tail (the newest candles, trades, the pulse): a second old at most. */
const LIVE = 1;
/** A chart page that ends this long before now holds settled candles only: the indexer writes at the head within seconds. */
const SETTLED_AFTER_SECONDS = 600;
const SETTLED = 300;

/** LIVE, or SETTLED when every candle of the page ended SETTLED_AFTER_SECONDS ago (the page's last candle spans `span` from before `end`). */
function settledWhen(end: string | null, span: number, nowSeconds: number): number {
  const endSeconds = Number(end);
  return end !== null && Number.isFinite(endSeconds) && endSeconds + span < nowSeconds - SETTLED_AFTER_SECONDS ? SETTLED : LIVE;
}

const chartPage = (url: URL, now: number) => {
  const timeframe = (url.searchParams.get("timeframe") ?? DEFAULT_TIMEFRAME) as Timeframe;
  return settledWhen(url.searchParams.get("toTimestamp"), TIMEFRAME_SECONDS[timeframe] ?? TIMEFRAME_SECONDS["1w"], now);
};

const ohlcvPage = (url: URL, now: number) => {
  const unit = OHLCV_TIMEFRAME_SECONDS[url.pathname.split("/").pop() as keyof typeof OHLCV_TIMEFRAME_SECONDS] ?? OHLCV_TIMEFRAME_SECONDS.day;
  const aggregate = Number(url.searchParams.get("aggregate") ?? 1);
  return settledWhen(url.searchParams.get("before_timestamp"), unit * (Number.isFinite(aggregate) ? aggregate : 1), now);
};

/**
 * Every public read the edge may answer from its cache, and for how long: the one place a route's freshness is
 * declared (the answer's Cache-Control says the same to browsers). A route that is not here is never stored:
 * the signed-in user's own routes (/me, wallet, trading, auth, the bot, the clicker's toggles), the position
 * box and the portfolio (read right after a trade), a lending wallet's positions and the indexer's status.
 */
export const EDGE_FRESHNESS: Record<string, Freshness> = {
  "/api/v1/indexer/chart/:pairAddress": chartPage,
  "/api/v1/indexer/ohlcv/:pairAddress/:timeframe": ohlcvPage,
  "/api/v1/indexer/activity/:pairAddress": LIVE,
  "/api/v1/indexer/activity/:pairAddress/trader/:traderAddress": LIVE,
  "/api/v1/indexer/pulse": LIVE,
  "/api/v1/indexer/info/:pairAddress": 2,
  "/api/v1/indexer/holders/:tokenAddress": 2,
  "/api/v1/indexer/trader/:traderAddress": 2,
  "/api/v1/indexer/referrals/:referrerAddress": 2,
  "/api/v1/indexer/bubble-map/:tokenAddress": 2,
  "/api/v1/indexer/pairs": 2,
  "/api/v1/indexer/tokens": 2,
  "/api/v1/indexer/lqscan": 2,
  "/api/v1/indexer/trending": 2,
  "/api/v1/indexer/pair-pool/:pairAddress": 2,
  "/api/v1/indexer/token-safety/:tokenAddress": 2,
  "/api/v1/indexer/top-traders/:tokenAddress": 2,
  "/api/v1/indexer/search": 5,
  // A link preview is fetched once by each platform that unfurls it: a minute-old card is fresh enough, and drawing is the dearest read.
  "/api/v1/indexer/share-image/:pairAddress": 60,
  // The pair page with its preview tags (routes/share-page.ts): a crowd opening a shared link reads the pair once.
  "/chart/:pairAddress": 5,
  "/api/v1/watchlist/markets": 2,
  "/api/v1/indexer/scan/:query": 2,
  "/api/newest-tokens": 2,
  "/api/older-recent-tokens": 2,
  "/api/creator/:principal/tokens": 5,
  "/api/creator/:principal/performance": 10,
  "/api/v1/leaderboard": 10,
  "/api/v1/tools/gas": 2,
  "/api/v1/tools/peg": 2,
  // The public board only (a player's own standing is POST /standing, never stored): a crowd refreshing reads the round's object once a second.
  "/api/v1/tools/clicker/board": LIVE,
  "/api/v1/tools/bubble-map/:tokenAddress": 10,
  "/api/v1/tools/sniffer/:tokenAddress": 30,
  "/api/v1/tools/whitelist/campaigns": 10,
  // HyperLend's markets and liquidations move with each block's interest and prices; a wallet's positions are read
  // right after its owner acts, so /lending/wallets/:address is not here.
  "/api/v1/tools/lending/markets": 2,
  "/api/v1/tools/lending/markets/:reserve": 2,
  "/api/v1/tools/lending/liquidations": 2,
  "/api/v1/tools/lending/at-risk": 2,
  "/api/v1/tools/lending/liquidation-map": 2,
  "/api/v1/tools/nft/collections": 5,
  "/api/v1/tools/nft/collections/:collectionAddress": 5,
  "/api/v1/config": 60,
};

const RULES = Object.entries(EDGE_FRESHNESS).map(([route, freshness]) => ({
  pattern: new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
  freshness,
}));

/** Seconds the answer to `url` stays fresh at the edge, or null for a route the edge never stores. */
export function edgeFreshness(url: URL, nowSeconds: number): number | null {
  const rule = RULES.find(({ pattern }) => pattern.test(url.pathname));
  if (rule === undefined) return null;
  return typeof rule.freshness === "number" ? rule.freshness : rule.freshness(url, nowSeconds);
}
