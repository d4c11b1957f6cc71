import { Hono } from "hono";
import { chartQuerySchema, chartResponseSchema } from "../../../shared/schemas/chart";
import { ApiError } from "../../http/errors";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { tokenChart } from "../../queries/graduated-chart";

// GET /api/v1/indexer/chart/{pairAddress}: candles of one timeframe and candle type, oldest first.
export const chart = new Hono<AppEnv>().get(
  "/:pairAddress",
  documented({
    tag: "Charts",
    summary: "Candles of one pair",
    description:
      "Candles of one timeframe and candle type, oldest first. A graduated launch's curve and V2 pair both chart its whole life: the curve up to `graduation.at`, the pair after.",
    response: chartResponseSchema,
    errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
  }),
  validate("param", pairParamSchema),
  validate("query", chartQuerySchema),
  async (c) => {
    const address = c.req.valid("param").pairAddress.toLowerCase();
    const body = await tokenChart(c.env, address, c.req.valid("query"));
    if (body === null) throw new ApiError(404, `Pair ${address} not found`);
    return c.json(body);
  },
);
