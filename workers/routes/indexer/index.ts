import { Hono } from "hono";
import { etag } from "hono/etag";
import { activity } from "./activity";
import { bubbleMap } from "./bubble-map";
import { chart } from "./chart";
import { lqscan } from "./lqscan";
import { marketPairsRoute } from "./market-pairs";
import { marketTokensRoute } from "./market-tokens";
import { ohlcvRoute } from "./ohlcv";
import { pairDetailRoute } from "./pair-detail";
import { pairPoolRoute } from "./pair-pool";
import { portfolio } from "./portfolio";
import { position } from "./position";
import { pulse } from "./pulse";
import { referralsRoute } from "./referrals";
import { scanRoute } from "./scan";
import { search } from "./search";
import { shareImageRoute } from "./share-image";
import { start } from "./start";
import { status } from "./status";
import { tokenHoldersRoute } from "./token-holders";
import { tokenSafetyRoute } from "./token-safety";
import { topTradersRoute } from "./top-traders";
import { traderAnalyticsRoute } from "./trader-analytics";
import { trendingRoute } from "./trending";

// The indexer's read API, /api/v1/indexer/*. Every answer carries an ETag; a matching
// If-None-Match gets a 304.
export const indexer = new Hono<AppEnv>()
  .use(etag())
  .route("/chart", chart)
  .route("/ohlcv", ohlcvRoute)
  .route("/activity", activity)
  .route("/search", search)
  .route("/info", pairDetailRoute)
  .route("/pair-pool", pairPoolRoute)
  .route("/pulse", pulse)
  .route("/status", status)
  .route("/start", start)
  .route("/holders", tokenHoldersRoute)
  .route("/token-safety", tokenSafetyRoute)
  .route("/top-traders", topTradersRoute)
  .route("/position", position)
  .route("/portfolio", portfolio)
  .route("/referrals", referralsRoute)
  .route("/scan", scanRoute)
  .route("/trader", traderAnalyticsRoute)
  .route("/bubble-map", bubbleMap)
  .route("/pairs", marketPairsRoute)
  .route("/tokens", marketTokensRoute)
  .route("/lqscan", lqscan)
  .route("/trending", trendingRoute)
  .route("/share-image", shareImageRoute);
