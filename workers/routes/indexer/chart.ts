import { Hono } from "hono";
import { chartQuerySchema } from "../../../shared/schemas/chart";
import { cacheFor } from "../../http/cache-control";
import { ApiError } from "../../http/errors";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { pairChart } from "../../queries/chart";

// GET /api/v1/indexer/chart/{pairAddress}: candles of one timeframe and candle type, oldest first.
export const chart = new Hono<AppEnv>()
  .use(cacheFor(1))
  .get("/:pairAddress", validate("param", pairParamSchema), validate("query", chartQuerySchema), async (c) => {
    const address = c.req.valid("param").pairAddress.toLowerCase();
    const body = await pairChart(c.env.DB, address, c.req.valid("query"));
    if (body === null) throw new ApiError(404, `Pair ${address} not found`);
    return c.json(body);
  });
