import { Hono } from "hono";
import { pegReportSchema } from "../../../shared/schemas/peg";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { documented } from "../../openapi/describe";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";
import { pegReport } from "../../tools/peg/peg-report";

/** The quotes and depth searches are tens of calls: one report serves everyone this long. */
const PEG_CACHE_SECONDS = 15;

// GET /api/v1/tools/peg: each stablecoin's peg from its pools' execution quotes, with history and depegs (shared/schemas/peg.ts).
export const peg = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Tools",
    summary: "Stablecoins' peg health",
    description:
      "Each stablecoin's price on each of its stable pools from execution quotes at $1k, $10k and $100k, depth, deviation history, depegs and supply.",
    response: pegReportSchema,
    errors: { 503: CHAIN_UNAVAILABLE },
  }),
  async (c) => {
    const config = chainConfigFor(c.env);
    const { value } = await readThrough(cacheStoreFor(c.env), "peg:report", PEG_CACHE_SECONDS, () =>
      fromTheChain(() => pegReport(c.env, chainClient(config.rpcUrl), config.contracts)),
    );
    return c.json(value);
  },
);
