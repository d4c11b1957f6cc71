import { Hono } from "hono";
import { leaderboardQuerySchema } from "../../shared/schemas/leaderboard";
import { leaderboardPage, leaderboardSnapshot } from "../creators/leaderboard";
import { validate } from "../http/validate";

// GET /api/leaderboard: creator scores from the five-minute cron, sorted and paged.
export const leaderboard = new Hono<AppEnv>().get("/", validate("query", leaderboardQuerySchema), async (c) => {
  return c.json(leaderboardPage(await leaderboardSnapshot(c.env), c.req.valid("query")));
});
