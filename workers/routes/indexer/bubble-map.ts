import { Hono } from "hono";
import { formatUnits } from "viem";
import { bubbleMapQuerySchema, type BubbleMapResponse } from "../../../shared/schemas/holders";
import type { AppEnv } from "../../env";
import { chainConfigFor } from "../../chain/chain-config";
import { validate } from "../../http/validate";
import { holderType, isLabelled } from "../../queries/holder-labels";
import { supplyPercentage, tokenHolders } from "../../queries/token-holders";
import { tokenOfRecord } from "../../queries/token-record";
import { cacheFor } from "../../http/cache-control";
import { tokenParamSchema } from "./token-param";

// GET /api/v1/indexer/bubble-map/{tokenAddress}?limit=: the largest holders as bubbles, linked by
// the direct transfers between them (transfers with markets are trades, not links).
export const bubbleMap = new Hono<AppEnv>()
  .use(cacheFor(2))
  .get("/:tokenAddress", validate("param", tokenParamSchema), validate("query", bubbleMapQuerySchema), async (c) => {
    const db = c.env.DB;
    const address = c.req.valid("param").tokenAddress.toLowerCase();
    const context = await tokenHolders(db, address, c.req.valid("query").limit);
    const price = context.latestPriceUsd;
    const bubbles = context.holders.map((row) => {
      const balance = formatUnits(BigInt(row.raw_balance), context.token.decimals);
      const percentage = supplyPercentage(Number(balance), context.token);
      return {
        holderAddress: row.holder_address,
        balance,
        balancePercentage: percentage ?? 0,
        balanceUsd: price === null ? null : Number(balance) * price,
        holderType: holderType(row.holder_address, percentage, context.labels),
      };
    });
    const people = bubbles.map((bubble) => bubble.holderAddress).filter((holder) => !isLabelled(holder, context.labels));
    const { results: connections } = await db
      .prepare(
        `SELECT from_address AS source, to_address AS target, COUNT(*) AS count FROM events
         WHERE contract_address = ?1 AND event_type = 't' AND to_address IN (SELECT value FROM json_each(?2))
           AND from_address IN (SELECT value FROM json_each(?2))
         GROUP BY from_address, to_address ORDER BY count DESC, source, target`,
      )
      .bind(address, JSON.stringify(people))
      .all<BubbleMapResponse["connections"][number]>();
    const body: BubbleMapResponse = {
      holders: bubbles,
      connections,
      token: tokenOfRecord(context.token, chainConfigFor(c.env).chainId),
      latestPriceUsd: price,
      tokenAddress: address,
    };
    return c.json(body);
  });
