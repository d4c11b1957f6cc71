import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../../http/errors";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { shareImage } from "../../share/share-image";

// GET /api/v1/indexer/share-image/{pairAddress}: the PNG card a shared /chart/{pair} link previews with.
export const shareImageRoute = new Hono<AppEnv>().get(
  "/:pairAddress",
  documented({
    tag: "Pairs",
    summary: "A pair's share card",
    description:
      "A 1200 × 630 PNG of the pair's symbols, price, 24 h change, recent candles, market cap, liquidity and volume: the Open Graph image of /chart/{pairAddress}.",
    response: z.string(),
    mediaType: "image/png",
    errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
  }),
  validate("param", pairParamSchema),
  async (c) => {
    const address = c.req.valid("param").pairAddress.toLowerCase();
    const png = await shareImage(c.env, new URL(c.req.url).origin, address, Math.floor(Date.now() / 1000));
    if (png === null) throw new ApiError(404, `Pair ${address} not found`);
    c.header("Content-Type", "image/png");
    return c.body(png.slice().buffer);
  },
);
