import { Hono } from "hono";
import { leaderboardQuerySchema, leaderboardResponseSchema } from "../../shared/schemas/leaderboard";
import { leaderboardPage, leaderboardSnapshot } from "../creators/leaderboard";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

// GET /api/v1/leaderboard: creator scores from the five-minute cron, sorted and paged.
export const leaderboard = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Creators",
    summary: "Creator leaderboard",
    description: "Confidence scores from the five-minute scoring run, sorted and paged.",
    response: leaderboardResponseSchema,
    errors: { 400: "Invalid enum value" },
  }),
  validate("query", leaderboardQuerySchema),
  async (c) => {
    return c.json(leaderboardPage(await leaderboardSnapshot(c.env), c.req.valid("query")));
  },
);
