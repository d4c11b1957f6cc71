import { PULSE_TOKEN_COUNT, type PulseResponse } from "../../shared/schemas/token";
import { type TokenRecord, tokenOfRecord } from "./token-record";

/** The 20 newest launchpad tokens, newest first. */
export async function newestLaunches(db: D1Database, chainId: number): Promise<PulseResponse> {
  const { results } = await db
    .prepare("SELECT * FROM tokens WHERE token_type = 'launchpad' ORDER BY creation_block DESC, rowid DESC LIMIT ?1")
    .bind(PULSE_TOKEN_COUNT)
    .all<TokenRecord>();
  const tokens = results.map((row) => tokenOfRecord(row, chainId));
  return { tokens, count: tokens.length };
}
