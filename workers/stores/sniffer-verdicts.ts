import type { SnifferReport } from "../../shared/schemas/sniffer";

/**
 * Keeps a sniffer report's verdict as the token's last one (list rows read it in their one query). A report of an
 * older block than the kept one (two sniffs racing) leaves the newer in place.
 */
export async function recordVerdict(db: D1Database, report: SnifferReport, nowUnix: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sniffer_verdicts (token_address, verdict, score, block_number, checked_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (token_address) DO UPDATE SET verdict = excluded.verdict, score = excluded.score, block_number = excluded.block_number,
         checked_at = excluded.checked_at WHERE excluded.block_number >= sniffer_verdicts.block_number`,
    )
    .bind(report.token.address.toLowerCase(), report.verdict, report.score, report.block.number, nowUnix)
    .run();
}
