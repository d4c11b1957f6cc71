import { Hono } from "hono";
import { PULSE_TOKEN_COUNT } from "../../../shared/constants";
import type { PulseResponse } from "../../../shared/schemas/token";
import type { AppEnv } from "../../env";
import { chainConfigFor } from "../../chain/chain-config";
import { tokenOfRecord, type TokenRecord } from "../../queries/token-record";
import { cacheFor } from "../../http/cache-control";

// GET /api/v1/indexer/pulse: the 20 newest launchpad tokens, newest first.
export const pulse = new Hono<AppEnv>().use(cacheFor(1)).get("/", async (c) => {
  const { chainId } = chainConfigFor(c.env);
  const { results } = await c.env.DB.prepare(
    `SELECT * FROM tokens WHERE token_type = 'launchpad' ORDER BY creation_block DESC, rowid DESC LIMIT ?1`,
  )
    .bind(PULSE_TOKEN_COUNT)
    .all<TokenRecord>();
  const tokens = results.map((row) => tokenOfRecord(row, chainId));
  const body: PulseResponse = { tokens, count: tokens.length };
  return c.json(body);
});
