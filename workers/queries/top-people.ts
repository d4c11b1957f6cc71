import { peopleSql } from "./holder-labels";

export type PersonBalance = { address: string; balance: string };

/** A token's largest `limit` holders that are people (no markets, burn addresses or the token), raw balances as text, and how many people hold it. */
export async function topPeople(db: D1Database, token: string, limit: number): Promise<{ people: PersonBalance[]; count: number }> {
  const [top, count] = await db.batch([
    db
      .prepare(`SELECT holder AS address, CAST(balance AS TEXT) AS balance FROM (${peopleSql("?1")}) ORDER BY balance DESC LIMIT ?2`)
      .bind(JSON.stringify([token]), limit),
    db.prepare(`SELECT COUNT(*) AS count FROM (${peopleSql("?1")})`).bind(JSON.stringify([token])),
  ]);
  return { people: top!.results as PersonBalance[], count: (count!.results[0] as { count: number }).count };
}
