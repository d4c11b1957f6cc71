import { Hono } from "hono";
import { pulseResponseSchema } from "../../../shared/schemas/token";
import { chainConfigFor } from "../../chain/chain-config";
import { cacheFor } from "../../http/cache-control";
import { documented } from "../../openapi/describe";
import { newestLaunches } from "../../queries/pulse";

// GET /api/v1/indexer/pulse: the 20 newest launchpad tokens, newest first.
export const pulse = new Hono<AppEnv>()
  .use(cacheFor(1))
  .get("/", documented({ tag: "Launches", summary: "The newest launches", response: pulseResponseSchema }), async (c) =>
    c.json(await newestLaunches(c.env.DB, chainConfigFor(c.env).chainId)),
  );
