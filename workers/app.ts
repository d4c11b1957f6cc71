import { Hono } from "hono";
import { API_BODY_MAX_BYTES, limitBody } from "./abuse/body-limit";
import { d1Sessions } from "./d1-session/middleware";
import { edgeCache } from "./edge-cache/middleware";
import { handleError, handleNotFound } from "./http/errors";
import { apiSecurityHeaders, openReads, pageSecurityHeaders } from "./http/security-headers";
import { pairFeedRoute } from "./live/feed-route";
import { apiDocsPage, apiDocsSecurityHeaders } from "./openapi/docs-page";
import { openApiDocument } from "./openapi/document";
import { API_DOCS_PATH, OPENAPI_PATH } from "./openapi/paths";
import { account } from "./routes/account";
import { alerts } from "./routes/alerts";
import { auth } from "./routes/auth";
import { cache, cacheStatusRoute } from "./routes/cache";
import { documentedChartEmbed, serveChartEmbed } from "./routes/chart-embed";
import { config } from "./routes/config";
import { creatorPerformance } from "./routes/creator-performance";
import { devnet } from "./routes/devnet";
import { indexer } from "./routes/indexer";
import { launchpadLists } from "./routes/launchpad-lists";
import { leaderboard } from "./routes/leaderboard";
import { misc } from "./routes/misc";
import { documentedPairPage, servePairPage } from "./routes/share-page";
import { tokenImage } from "./routes/token-image";
import { tokenReactions } from "./routes/token-reactions";
import { tools } from "./routes/tools";
import { WHITELIST_CHECK_BODY } from "./routes/tools/whitelist";
import { liquidlaunch, transactions } from "./routes/trading";
import { users } from "./routes/users";
import { wallet } from "./routes/wallet-activity";
import { watchlist } from "./routes/watchlist";
import { withdraw } from "./routes/withdraw";

// The product API.
const api = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(openReads)
  .use(edgeCache)
  .use(d1Sessions)
  .use("/v1/*", limitBody(API_BODY_MAX_BYTES, WHITELIST_CHECK_BODY))
  .route("/v1/misc", misc)
  .route("/v1/config", config)
  .route("/v1/auth", auth)
  .route("/v1/auth", account)
  .route("/v1/devnet", devnet)
  .route("/v1/indexer", indexer)
  .route("/v1/token-reactions", tokenReactions)
  .route("/v1/liquidlaunch", liquidlaunch)
  .route("/v1/transactions", transactions)
  .route("/v1/transactions/withdraw", withdraw)
  .route("/v1/tools", tools)
  .route("/v1/wallet", wallet)
  .route("/v1/leaderboard", leaderboard)
  .route("/v1/watchlist", watchlist)
  .route("/v1/alerts", alerts)
  .route("/cache", cache)
  .route("/cache-status", cacheStatusRoute)
  .route("/creator", creatorPerformance)
  .route("/", launchpadLists)
  .route("/", users);

// Static assets and the SPA fallback are served by the assets layer before the worker runs,
// except for the paths wrangler.toml routes here first (/api/*, /ws/*, /iframe/*, /images/tokens/*, /chart/*).
export const app = new Hono<AppEnv>()
  .use("/iframe/*", pageSecurityHeaders)
  .use("/images/*", pageSecurityHeaders)
  .use(API_DOCS_PATH, apiDocsSecurityHeaders)
  .route("/api", api)
  .route("/ws/pairs", pairFeedRoute)
  .get("/iframe/:address", documentedChartEmbed, serveChartEmbed)
  // {.+}: every path under /chart/ runs the worker first (wrangler.toml), so the deeper ones are answered here too.
  .use("/chart/*", edgeCache)
  .get("/chart/:address{.+}", documentedPairPage, servePairPage)
  .route("/images/tokens", tokenImage);

app.get(OPENAPI_PATH, openApiDocument(app)).get(API_DOCS_PATH, apiDocsPage);

app.notFound(handleNotFound);
app.onError(handleError);
