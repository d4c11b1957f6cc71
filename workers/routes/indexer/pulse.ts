import { Hono } from "hono";
import { PULSE_TOKEN_COUNT } from "../../../shared/constants";
import type { PulseResponse, Token } from "../../../shared/schemas/token";
import type { AppEnv } from "../../env";
import { chainConfigFor } from "../../chain/chain-config";
import type { TokenRow } from "../../indexer/rows";
import { cacheFor } from "./http-cache";

/** A stored token with the columns the indexer adds after its creation. */
type TokenRecord = TokenRow & {
  bonded_at: number | null;
  pair_created: string | null;
  created_at: string;
  updated_at: string;
};

// GET /api/v1/indexer/pulse: the 20 newest launchpad tokens, newest first.
export const pulse = new Hono<AppEnv>().use(cacheFor(1)).get("/", async (c) => {
  const { chainId } = chainConfigFor(c.env);
  const { results } = await c.env.DB.prepare(
    `SELECT * FROM tokens WHERE token_type = 'launchpad' ORDER BY creation_block DESC, rowid DESC LIMIT ?1`,
  )
    .bind(PULSE_TOKEN_COUNT)
    .all<TokenRecord>();
  const tokens: Token[] = results.map((row) => ({
    address: row.address,
    chainId,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    totalSupply: row.total_supply,
    circulatingSupply: row.circulating_supply,
    tokenType: row.token_type,
    creatorAddress: row.creator_address,
    creationBlock: row.creation_block,
    creationTimestamp: row.creation_timestamp,
    projectId: null,
    bondedAt: row.bonded_at === null ? null : new Date(row.bonded_at * 1000).toISOString(),
    pairCreated: row.pair_created,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  const body: PulseResponse = { tokens, count: tokens.length };
  return c.json(body);
});
