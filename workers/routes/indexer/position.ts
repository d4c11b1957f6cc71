import { Hono } from "hono";
import type { PositionResponse } from "../../../shared/schemas/holders";
import { cacheFor } from "../../http/cache-control";
import { positionParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { holderEntry, tokenHolders } from "../../queries/token-holders";

// GET /api/v1/indexer/position/{tokenAddress}/{holderAddress}: the trade panel's position box. A trader
// looks right after their trade lands, so it is cached for a second only.
export const position = new Hono<AppEnv>().use(cacheFor(1)).get("/:tokenAddress/:holderAddress", validate("param", positionParamSchema), async (c) => {
  const tokenAddress = c.req.valid("param").tokenAddress.toLowerCase();
  const context = await tokenHolders(c.env.DB, tokenAddress, 1, c.req.valid("param").holderAddress.toLowerCase());
  const row = context.holders[0];
  const body: PositionResponse = { position: row === undefined ? null : holderEntry(row, context), tokenAddress };
  return c.json(body);
});
