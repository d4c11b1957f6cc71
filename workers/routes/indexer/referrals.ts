import { Hono } from "hono";
import { referralParamSchema, referralStatsSchema } from "../../../shared/schemas/referral";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { referralStats } from "../../queries/referral-stats";

// GET /api/v1/indexer/referrals/{referrerAddress}: what a referral link brought, from the app's own trade orders.
export const referralsRoute = new Hono<AppEnv>().get(
  "/:referrerAddress",
  documented({
    tag: "Traders",
    summary: "A referrer's statistics",
    description:
      "Traders who traded through the app with this referrer (a /ref/{address} link), their successful trades and HYPE volume " +
      "(paid on buys, received on sells), and that volume in USD at HYPE's latest price. A wallet referring itself is not counted.",
    response: referralStatsSchema,
    errors: { 400: "Invalid referrer address format" },
  }),
  validate("param", referralParamSchema),
  async (c) => c.json(await referralStats(c.env.DB, c.req.valid("param").referrerAddress.toLowerCase())),
);
