import { Hono } from "hono";
import { indexerStatusSchema } from "../../../shared/schemas/indexer-status";
import { chainIngestorOf } from "../../durable-objects";
import { documented } from "../../openapi/describe";

// POST /api/v1/indexer/start: starts the ingestion loop if it is not running (the minute cron does the
// same; a local runtime without crons, or an operator, asks here) and answers the status.
export const start = new Hono<AppEnv>().post(
  "/",
  documented({
    tag: "Indexer",
    summary: "Start the indexer",
    description: "Starts the ingestion loop when it is not running; idempotent. Answers the indexer's progress.",
    response: indexerStatusSchema,
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    const ingestor = chainIngestorOf(c.env);
    await ingestor.ensureRunning();
    return c.json(await ingestor.status());
  },
);
