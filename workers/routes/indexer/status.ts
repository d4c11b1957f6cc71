import { Hono } from "hono";
import type { AppEnv, Env } from "../../env";

export function chainIngestor(env: Env) {
  return env.CHAIN_INGESTOR.get(env.CHAIN_INGESTOR.idFromName(env.CHAIN));
}

// GET /api/v1/indexer/status: head, cursor and lag; asking also (re)starts the ingestion loop.
export const status = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await chainIngestor(c.env).status());
});
