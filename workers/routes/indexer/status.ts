import { Hono } from "hono";
import { indexerStatusSchema } from "../../../shared/schemas/indexer-status";
import { chainIngestorOf } from "../../durable-objects";
import { documented } from "../../openapi/describe";

// GET /api/v1/indexer/status: head, cursor and lag. Reading it changes nothing; the minute cron and
// POST /api/v1/indexer/start keep the ingestion loop running.
export const status = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Indexer",
    summary: "The indexer's progress",
    description: "Head, cursor, lag, tokens whose facts are still missing.",
    response: indexerStatusSchema,
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await chainIngestorOf(c.env).status());
  },
);
