import { Hono } from "hono";
import { chainIngestorOf } from "../../durable-objects";

// GET /api/v1/indexer/status: head, cursor and lag; asking also (re)starts the ingestion loop.
export const status = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await chainIngestorOf(c.env).status());
});
