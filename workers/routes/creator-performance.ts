import { Hono } from "hono";
import { z } from "zod";
import { creatorPerformanceSchema } from "../../shared/schemas/launchpad";
import { principalSchema } from "../../shared/schemas/token-lists";
import { readPerformance } from "../db/creator-scores";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

// GET /api/creator/{principal}/performance: the creator's performance (spec 3) as the last cron run stored it.
export const creatorPerformance = new Hono<AppEnv>().get(
  "/:principal/performance",
  documented({
    tag: "Creators",
    summary: "A creator's performance",
    description: "As the last scoring run stored it: the same snapshot as the leaderboard.",
    response: creatorPerformanceSchema,
    errors: { 400: "Invalid principal", 404: "Creator not found: 0x…" },
  }),
  validate("param", z.object({ principal: principalSchema })),
  async (c) => {
    const { principal } = c.req.valid("param");
    const performance = await readPerformance(c.env.DB, principal.toLowerCase());
    if (performance === null) throw new ApiError(404, `Creator not found: ${principal}`);
    return c.json(performance);
  },
);
