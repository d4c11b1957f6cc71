import { Hono } from "hono";
import { healthCheckSchema } from "../../shared/schemas/health";
import { lastCronRuns } from "../db/cron-runs";
import { documented } from "../openapi/describe";

// GET /api/v1/misc/health-check: 200 while the worker and its database answer.
export const misc = new Hono<AppEnv>().get(
  "/health-check",
  documented({
    tag: "Operations",
    summary: "Health check",
    description: "200 while the worker and its database answer, with each cron trigger's last run.",
    response: healthCheckSchema,
  }),
  async (c) => {
    const crons = await lastCronRuns(c.env.DB);
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", chain: c.env.CHAIN, time: Math.floor(Date.now() / 1000), crons });
  },
);
