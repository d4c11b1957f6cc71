import { Hono } from "hono";
import { gasReportSchema } from "../../../shared/schemas/gas";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { documented } from "../../openapi/describe";
import { latestHypeUsd } from "../../queries/hype-price";
import { recentActionTransactions } from "../../queries/recent-action-transactions";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";
import { measuredActionGas } from "../../tools/gas/action-costs";
import { gasReport } from "../../tools/gas/gas-report";

/** An action's gas changes only with the contracts, so its measure is kept this long. */
const ACTION_GAS_CACHE_SECONDS = 600;
/** Receipts read per action: enough for a median that one odd transaction does not move. */
const RECEIPTS_PER_ACTION = 5;

// GET /api/v1/tools/gas: gas prices, block fullness and common actions' costs at the chain's head (shared/schemas/gas.ts).
export const gas = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Tools",
    summary: "Gas prices and action costs",
    description: "Each lane's next base fee, tips and fullness from the last 60 blocks, and common actions' costs from their receipts.",
    response: gasReportSchema,
    errors: { 503: CHAIN_UNAVAILABLE },
  }),
  async (c) => {
    const client = chainClient(chainConfigFor(c.env).rpcUrl);
    const report = await fromTheChain(async () => {
      const [actionGas, hypeUsd] = await Promise.all([
        readThrough(cacheStoreFor(c.env), "gas:action-gas", ACTION_GAS_CACHE_SECONDS, async () =>
          measuredActionGas(client, await recentActionTransactions(c.env.DB, RECEIPTS_PER_ACTION)),
        ),
        latestHypeUsd(c.env.DB),
      ]);
      return gasReport(client, actionGas.value, hypeUsd);
    });
    return c.json(report);
  },
);
