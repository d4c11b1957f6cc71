import { Hono } from "hono";
import { bubbleMapTool } from "./bubble-map";
import { gas } from "./gas";
import { nft } from "./nft";
import { peg } from "./peg";
import { sniffer } from "./sniffer";

// The tools' API, /api/v1/tools/*: each computed from the chain and the index (shared/schemas holds every shape).
export const tools = new Hono<AppEnv>().route("/sniffer", sniffer).route("/gas", gas).route("/peg", peg).route("/bubble-map", bubbleMapTool).route("/nft", nft);
