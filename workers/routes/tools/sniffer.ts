import { Hono } from "hono";
import { getAddress } from "viem";
import { snifferQuerySchema, snifferReportSchema } from "../../../shared/schemas/sniffer";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { recordVerdict } from "../../stores/sniffer-verdicts";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";
import { sniffToken } from "../../tools/sniffer/sniff-token";

/** A report is served from the cache this long; ?fresh=1 reads the chain again. */
const REPORT_CACHE_SECONDS = 30;

// GET /api/v1/tools/sniffer/{tokenAddress}?fresh=1: the token's safety report (shared/schemas/sniffer.ts).
export const sniffer = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tools",
    summary: "A token's safety report",
    description:
      "Trades simulated with eth_call from a fresh address at three sizes, the contract's powers, holders, the creator's record and the liquidity; kept 30 s unless fresh=1.",
    response: snifferReportSchema,
    errors: { 400: "Invalid token address format", 503: CHAIN_UNAVAILABLE },
  }),
  validate("param", tokenParamSchema),
  validate("query", snifferQuerySchema),
  async (c) => {
    const token = getAddress(c.req.valid("param").tokenAddress);
    const config = chainConfigFor(c.env);
    const store = cacheStoreFor(c.env);
    const key = `sniffer:${token}`;
    const analyse = () =>
      fromTheChain(() => sniffToken(c.env, chainClient(config.rpcUrl), config, token)).then(async (report) => {
        await recordVerdict(c.env.DB, report, Math.floor(Date.now() / 1000));
        return report;
      });
    if (c.req.valid("query").fresh === undefined) return c.json((await readThrough(store, key, REPORT_CACHE_SECONDS, analyse)).value);
    const report = await analyse();
    await store.set(key, report, REPORT_CACHE_SECONDS).catch((error: Error) => console.warn(`cache write of ${key} failed:`, error.message));
    return c.json(report);
  },
);
