import { Hono } from "hono";
import { lastCronRuns } from "../db/cron-runs";

// GET /api/v1/misc/health-check: 200 while the worker and its database answer.
export const misc = new Hono<AppEnv>().get("/health-check", async (c) => {
  const crons = await lastCronRuns(c.env.DB);
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok", chain: c.env.CHAIN, time: Math.floor(Date.now() / 1000), crons });
});
