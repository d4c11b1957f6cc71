import { Hono } from "hono";
import { etag } from "hono/etag";
import { activity } from "./activity";
import { bubbleMap } from "./bubble-map";
import { chart } from "./chart";
import { holders } from "./holders";
import { info } from "./info";
import { lqscan } from "./lqscan";
import { pairs } from "./pairs";
import { position } from "./position";
import { pulse } from "./pulse";
import { search } from "./search";
import { start } from "./start";
import { status } from "./status";
import { tokens } from "./tokens";
import { trader } from "./trader";

// The indexer's read API, /api/v1/indexer/*. Every answer carries an ETag; a matching
// If-None-Match gets a 304.
export const indexer = new Hono<AppEnv>()
  .use(etag())
  .route("/chart", chart)
  .route("/activity", activity)
  .route("/search", search)
  .route("/info", info)
  .route("/pulse", pulse)
  .route("/status", status)
  .route("/start", start)
  .route("/holders", holders)
  .route("/position", position)
  .route("/trader", trader)
  .route("/bubble-map", bubbleMap)
  .route("/pairs", pairs)
  .route("/tokens", tokens)
  .route("/lqscan", lqscan);
