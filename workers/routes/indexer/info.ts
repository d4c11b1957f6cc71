import { Hono } from "hono";
import { cacheFor } from "../../http/cache-control";
import { ApiError } from "../../http/errors";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { pairDetail } from "../../queries/pair-detail";

// GET /api/v1/indexer/info/{pairAddress}: price, volume, buy/sell statistics, price changes and holders.
export const info = new Hono<AppEnv>().use(cacheFor(2)).get("/:pairAddress", validate("param", pairParamSchema), async (c) => {
  const address = c.req.valid("param").pairAddress.toLowerCase();
  const body = await pairDetail(c.env.DB, address, Math.floor(Date.now() / 1000));
  if (body === null) throw new ApiError(404, `Pair ${address} not found`);
  return c.json(body);
});
