import { Hono } from "hono";
import { traderResponseSchema } from "../../../shared/schemas/trader-analytics";
import { ApiError } from "../../http/errors";
import { traderPathSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { traderReport } from "../../queries/trader-analytics";

// GET /api/v1/indexer/trader/{traderAddress}: analytics over every swap, the newest swaps and daily PnL.
export const traderAnalyticsRoute = new Hono<AppEnv>().get(
  "/:traderAddress",
  documented({
    tag: "Traders",
    summary: "A trader's analytics",
    description: "Volume, trades, realised and unrealised PnL, daily PnL.",
    response: traderResponseSchema,
    errors: { 400: "Invalid trader address format", 404: "Trader 0x… not found" },
  }),
  validate("param", traderPathSchema),
  async (c) => {
    const address = c.req.valid("param").traderAddress.toLowerCase();
    const report = await traderReport(c.env, address, Math.floor(Date.now() / 1000));
    if (report === null) throw new ApiError(404, `Trader ${address} has no trades`);
    return c.json(report);
  },
);
