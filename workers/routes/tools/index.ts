import { Hono } from "hono";
import { bubbleMapTool } from "./bubble-map";
import { clicker } from "./clicker";
import { gas } from "./gas";
import { lending } from "./lending";
import { nft } from "./nft";
import { peg } from "./peg";
import { sniffer } from "./sniffer";
import { tradingBot } from "./trading-bot";
import { whitelist } from "./whitelist";

// The tools' API, /api/v1/tools/*: each computed from the chain and the index (shared/schemas holds every shape).
export const tools = new Hono<AppEnv>()
  .route("/sniffer", sniffer)
  .route("/gas", gas)
  .route("/peg", peg)
  .route("/bubble-map", bubbleMapTool)
  .route("/clicker", clicker)
  .route("/bot", tradingBot)
  .route("/whitelist", whitelist)
  .route("/lending", lending)
  .route("/nft", nft);
