import { Hono } from "hono";
import { ohlcvParamSchema, ohlcvQuerySchema, ohlcvResponseSchema } from "../../../shared/schemas/ohlcv";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { pairOhlcv } from "../../queries/ohlcv";

// GET /api/v1/indexer/ohlcv/{pairAddress}/{timeframe}: GeckoTerminal's OHLCV call, newest first.
export const ohlcvRoute = new Hono<AppEnv>().get(
  "/:pairAddress/:timeframe",
  documented({
    tag: "Charts",
    summary: "OHLCV of one pair, as GeckoTerminal's API answers it",
    description:
      "`[time, open, high, low, close, volume]` rows, newest first, of `timeframe` × `aggregate` (minute × 5: 5-minute candles; any aggregate up to 1000). " +
      "Page back with `before_timestamp` set to the oldest row's time: pages meet without a gap or a repeated candle. " +
      "A call folds at most 10,000 stored candles, so an aggregate that only 1s or 1m candles tile (second × 997) answers fewer rows than `limit`. " +
      "`include_empty_intervals` gives intervals without a trade as candles at the previous close with volume 0.",
    response: ohlcvResponseSchema,
    errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
  }),
  validate("param", ohlcvParamSchema),
  validate("query", ohlcvQuerySchema),
  async (c) => {
    const params = c.req.valid("param");
    const body = await pairOhlcv(c.env, params, c.req.valid("query"), Math.floor(Date.now() / 1000));
    if (body === null) throw new ApiError(404, `Pair ${params.pairAddress.toLowerCase()} not found`);
    return c.json(body);
  },
);
