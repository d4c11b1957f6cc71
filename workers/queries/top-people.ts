import { BURN_ADDRESSES_SQL } from "../db/chain-sql";
import { marketsSql, peopleSql } from "./holder-labels";

export type PersonBalance = { address: string; balance: string };
/** A holder that is not a person: a market ('pair' or 'bonding-curve'), or null for a burn address or the token itself. */
export type NotPersonBalance = PersonBalance & { market: "pair" | "bonding-curve" | null };

/**
 * A token's largest `limit` holders that are people (no markets, burn addresses or the token), raw balances as text, how many
 * people hold it, and the holders left out as no people. Ordered by the stored integer, not by the text it is returned as:
 * "9" sorts above "10" as text.
 */
export async function topPeople(
  db: D1Database,
  token: string,
  limit: number,
): Promise<{ people: PersonBalance[]; count: number; notPeople: NotPersonBalance[] }> {
  const tokens = JSON.stringify([token]);
  const [top, count, notPeople] = await db.batch([
    db
      .prepare(`SELECT p.holder AS address, CAST(p.balance AS TEXT) AS balance FROM (${peopleSql("?1")}) p ORDER BY p.balance DESC, p.holder LIMIT ?2`)
      .bind(tokens, limit),
    db.prepare(`SELECT COUNT(*) AS count FROM (${peopleSql("?1")})`).bind(tokens),
    db
      .prepare(
        `SELECT h.holder_address AS address, CAST(h.raw_balance AS TEXT) AS balance, m.kind AS market
         FROM holder_balances h LEFT JOIN (${marketsSql("?1")}) m ON m.address = h.holder_address
         WHERE h.token_address = ?2 AND h.raw_balance > 0
           AND (h.holder_address IN (${BURN_ADDRESSES_SQL}) OR h.holder_address = h.token_address OR m.address IS NOT NULL)
         ORDER BY h.raw_balance DESC`,
      )
      .bind(tokens, token),
  ]);
  return {
    people: top!.results as PersonBalance[],
    count: (count!.results[0] as { count: number }).count,
    notPeople: notPeople!.results as NotPersonBalance[],
  };
}
