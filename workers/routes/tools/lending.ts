import { Hono } from "hono";
import type { Address } from "viem";
import {
  lendingAtRiskSchema,
  lendingLiquidationMapSchema,
  lendingLiquidationsQuerySchema,
  lendingLiquidationsSchema,
  lendingMarketDetailSchema,
  lendingMarketsSchema,
  lendingRateHistoryQuerySchema,
  lendingReserveParamsSchema,
  lendingWalletParamsSchema,
  lendingWalletSchema,
} from "../../../shared/schemas/lending";
import { cacheStoreFor } from "../../cache/cache-for-env";
import { readThrough } from "../../cache/read-through";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";
import { lendingLiquidations } from "../../tools/lending/liquidations";
import { lendingMarketDetail, NO_SUCH_RESERVE, readStrategy } from "../../tools/lending/market-detail";
import { lendingMarkets } from "../../tools/lending/markets";
import { lendingAtRisk, lendingLiquidationMap } from "../../tools/lending/risk";
import { lendingWallet, NO_LENDING } from "../../tools/lending/wallet";

/** A rate strategy is immutable once deployed: its parameters are read from the node once a day at most. */
const STRATEGY_CACHE_SECONDS = 86_400;
const tag = "Tools";
const lendingOf = (env: Env) => chainConfigFor(env).contracts.lending;

// GET /api/v1/tools/lending/*: HyperLend (Aave v3) from the index (shared/schemas/lending.ts); only the wallet lookup reads the node.
export const lending = new Hono<AppEnv>()
  .get(
    "/markets",
    documented({
      tag,
      summary: "HyperLend's markets",
      description: "Each reserve's supply and borrow totals (tokens and USD), APYs from the pool's ray rates, utilization and risk settings.",
      response: lendingMarketsSchema,
    }),
    async (c) => c.json(await lendingMarkets(c.env.DB, lendingOf(c.env))),
  )
  .get(
    "/markets/:reserve",
    documented({
      tag,
      summary: "One HyperLend market",
      description: "The market, its rates' history (the last update of each hour) and its interest-rate curve's parameters.",
      response: lendingMarketDetailSchema,
      errors: { 400: "Invalid reserve address format", 404: NO_SUCH_RESERVE, 503: CHAIN_UNAVAILABLE },
    }),
    validate("param", lendingReserveParamsSchema),
    validate("query", lendingRateHistoryQuerySchema),
    async (c) => {
      const config = chainConfigFor(c.env);
      const client = chainClient(config.rpcUrl);
      const strategy = async (address: Address) =>
        (
          await readThrough(cacheStoreFor(c.env), `lending:strategy:${address.toLowerCase()}`, STRATEGY_CACHE_SECONDS, () =>
            fromTheChain(() => readStrategy(client, address)),
          )
        ).value;
      const { reserve } = c.req.valid("param");
      return c.json(await lendingMarketDetail(c.env.DB, config.contracts.lending, reserve, c.req.valid("query").days ?? 7, strategy));
    },
  )
  .get(
    "/liquidations",
    documented({
      tag,
      summary: "Recent HyperLend liquidations",
      description: "Newest first: who was liquidated and by whom, collateral seized, debt repaid, the bonus, block and transaction.",
      response: lendingLiquidationsSchema,
      errors: { 400: "limit must be 1 to 100" },
    }),
    validate("query", lendingLiquidationsQuerySchema),
    async (c) => c.json(await lendingLiquidations(c.env.DB, lendingOf(c.env), c.req.valid("query").limit ?? 50)),
  )
  .get(
    "/at-risk",
    documented({
      tag,
      summary: "HyperLend positions at risk",
      description: "Positions with a health factor below 1.1, lowest first, with the HYPE price at which each becomes liquidatable.",
      response: lendingAtRiskSchema,
    }),
    async (c) => c.json(await lendingAtRisk(c.env.DB, lendingOf(c.env))),
  )
  .get(
    "/liquidation-map",
    documented({
      tag,
      summary: "HyperLend's liquidation map",
      description: "Collateral that becomes liquidatable at each HYPE price from today's down 50 %, in 25 buckets.",
      response: lendingLiquidationMapSchema,
    }),
    async (c) => c.json(await lendingLiquidationMap(c.env.DB, lendingOf(c.env))),
  )
  .get(
    "/wallets/:address",
    documented({
      tag,
      summary: "A wallet's HyperLend position",
      description: "Its supplies and borrows from the index, and the pool's own getUserAccountData read live.",
      response: lendingWalletSchema,
      errors: { 400: "Invalid wallet address format", 404: NO_LENDING, 503: CHAIN_UNAVAILABLE },
    }),
    validate("param", lendingWalletParamsSchema),
    async (c) => {
      const config = chainConfigFor(c.env);
      const { address } = c.req.valid("param");
      return c.json(await fromTheChain(() => lendingWallet(c.env.DB, chainClient(config.rpcUrl), config.contracts.lending, address)));
    },
  );
