import { Hono } from "hono";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { pegReport } from "../../tools/peg/peg-report";

/** The quotes and depth searches are tens of calls: one report serves everyone this long. */
const PEG_CACHE_SECONDS = 15;

// GET /api/v1/tools/peg: each stablecoin's peg from its pools' execution quotes, with history and depegs (shared/schemas/peg.ts).
export const peg = new Hono<AppEnv>().get("/", async (c) => {
  const config = chainConfigFor(c.env);
  const { value } = await readThrough(cacheStoreFor(c.env), "peg:report", PEG_CACHE_SECONDS, () =>
    pegReport(c.env.DB, chainClient(config.rpcUrl), config.contracts),
  );
  return c.json(value);
});
