import { Hono } from "hono";
import { pairDetailResponseSchema } from "../../../shared/schemas/pair-detail";
import { ApiError } from "../../http/errors";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { pairDetail } from "../../queries/pair-detail";

// GET /api/v1/indexer/info/{pairAddress}: price, volume, buy/sell statistics, price changes and holders.
export const pairDetailRoute = new Hono<AppEnv>().get(
  "/:pairAddress",
  documented({
    tag: "Pairs",
    summary: "A pair's detail",
    description: "Price, market cap, liquidity, 5m/1h/6h/24h statistics, the token's facts, its launch and curve progress.",
    response: pairDetailResponseSchema,
    errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
  }),
  validate("param", pairParamSchema),
  async (c) => {
    const address = c.req.valid("param").pairAddress.toLowerCase();
    const body = await pairDetail(c.env, address, Math.floor(Date.now() / 1000));
    if (body === null) throw new ApiError(404, `Pair ${address} not found`);
    return c.json(body);
  },
);
