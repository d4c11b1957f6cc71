import { formatUnits } from "viem";
import type { BubbleMapResponse } from "../../shared/schemas/token-holders";
import { holderType, isLabelled } from "./holder-labels";
import { supplyPercentage, tokenHolders } from "./token-holders";
import { tokenOfRecord } from "./token-record";

type Connection = BubbleMapResponse["connections"][number];

/**
 * Direct transfers between the people in `holders`, counted per direction, up to `toBlock` (transfers with markets
 * are trades, not links).
 */
export function connectionsBetween(db: D1Database, token: string, holders: string[], toBlock = Number.MAX_SAFE_INTEGER): Promise<D1Result<Connection>> {
  return db
    .prepare(
      `SELECT from_address AS source, to_address AS target, COUNT(*) AS count FROM events
       WHERE contract_address = ?1 AND event_type = 't' AND to_address IN (SELECT value FROM json_each(?2))
         AND from_address IN (SELECT value FROM json_each(?2)) AND block_number <= ?3
       GROUP BY from_address, to_address ORDER BY count DESC, source, target`,
    )
    .bind(token, JSON.stringify(holders), toBlock)
    .all<Connection>();
}

/** The `limit` largest holders of a token as bubbles, linked by the transfers between them; a 404 for an unknown token. */
export async function tokenBubbleMap(db: D1Database, address: string, limit: number, chainId: number): Promise<BubbleMapResponse> {
  const context = await tokenHolders(db, address, limit);
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
  const { results: connections } = await connectionsBetween(db, address, people);
  return { holders: bubbles, connections, token: tokenOfRecord(context.token, chainId), latestPriceUsd: price, tokenAddress: address };
}
