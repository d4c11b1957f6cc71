import { Hono } from "hono";
import { pairPoolResponseSchema } from "../../../shared/schemas/pair-pool";
import { pairParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { pairPool } from "../../queries/pair-pool";

// GET /api/v1/indexer/pair-pool/{pairAddress}: pooled amounts, supplies for FDV, launch and pair dates, liquidity providers.
export const pairPoolRoute = new Hono<AppEnv>().get(
  "/:pairAddress",
  documented({
    tag: "Pairs",
    summary: "A market's pool",
    description:
      "Both tokens' pooled amounts, the displayed token's total and circulating supply, launch, pair-creation and bonding dates, LP status and liquidity providers.",
    response: pairPoolResponseSchema,
    errors: { 400: "Invalid pair address format", 404: "Pair 0x… not found" },
  }),
  validate("param", pairParamSchema),
  async (c) => c.json(await pairPool(c.env.DB, c.req.valid("param").pairAddress.toLowerCase())),
);
