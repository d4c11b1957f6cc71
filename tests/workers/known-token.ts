import { env } from "cloudflare:test";

/** Makes `address` a token the indexer knows (a bare tokens row), as ingestion would. */
export async function knownToken(address: string): Promise<string> {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO tokens (address, name, symbol, decimals, token_type, block_number, created_at, updated_at) VALUES (?1, 'Test', 'TEST', 18, 'erc20', 1, ?2, ?2)",
  )
    .bind(address.toLowerCase(), new Date(0).toISOString())
    .run();
  return address;
}
