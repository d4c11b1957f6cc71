import { type Context, Hono } from "hono";
import type { Address, Hex } from "viem";
import { txHashSchema } from "../../shared/schemas/primitives";
import {
  broadcastRequestSchema,
  broadcastResultSchema,
  buyRequestSchema,
  quoteRequestSchema,
  sellRequestSchema,
  type TradePending,
  type TradeResult,
  tradePendingSchema,
  tradeQuoteSchema,
  tradeResultSchema,
  transactionStatusSchema,
} from "../../shared/schemas/trade";
import { tradeStateRequestSchema, tradeStateSchema } from "../../shared/schemas/trade-state";
import { z } from "../../shared/schemas/zod";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { broadcastTransaction } from "../trading/broadcast";
import { liveQuote } from "../trading/quote";
import { placeTrade } from "../trading/trade";
import { tradeState } from "../trading/trade-state";
import { transactionStatus } from "../trading/transaction-status";

const TRADE_DESCRIPTION =
  "Signed in (Bearer). Answers once the trade is mined, or after 15 s 202 with its hash as pending (GET /transactions/{hash} follows it). " +
  "slippageTolerance is in whole basis points of the quote (default 100 = 1 %); a refused trade sends nothing.";
const TRADE_PENDING = { summary: "Sent, not mined yet: follow it with GET /transactions/{hash}", response: tradePendingSchema };
const TRADE_REFUSALS = {
  400: "Not enough HYPE: the wallet holds 0.5 HYPE and this buy needs 1 HYPE plus gas",
  401: "Sign in first: an Authorization header with a Bearer token is required",
  403: "The wallet's trading policy does not allow this transaction",
  404: "Wallet not found",
  409: "Slippage exceeded: the price moved and this buy would receive 9.8M TKN, less than the minimum of 9.9M TKN (the quote of 10M TKN less your 1.00 % tolerance). Nothing was sent.",
  429: "Too many requests. Please slow down.",
  503: "Trading is not configured on this server",
} as const;

/** A mined trade answers 200, one still waiting for its block 202. */
const tradeAnswer = (c: Context, answer: TradeResult | TradePending) => ("status" in answer ? c.json(answer, 202) : c.json(answer));

// /api/v1/liquidlaunch: the signed-in user's buys and sells (the launchpad's curve, or HyperSwap V2 once
// bonded) and the trade panel's live quote, all for signed-in users. Answers are the caller's own: never cached.
export const liquidlaunch = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/quote",
    documented({
      tag: "Trading",
      summary: "What a buy or sell would receive now",
      description:
        "Signed in (Bearer). On the launchpad's curve, or on HyperSwap V2 once the token is bonded. slippageTolerance is in basis points of the quote.",
      response: tradeQuoteSchema,
      errors: {
        400: "Invalid token address",
        401: TRADE_REFUSALS[401],
        404: "Unknown token 0x…: it was not launched on the launchpad",
        409: "TKN sold out its curve and is waiting to move to HyperSwap",
        503: "Trading is not available on this chain",
      },
    }),
    requireUser(),
    validate("query", quoteRequestSchema),
    async (c) => c.json(await liveQuote(c.env, c.var.user.walletAddress as Address, c.req.valid("query"))),
  )
  .get(
    "/trade-state",
    documented({
      tag: "Trading",
      summary: "What the trade panel checks before a trade",
      description:
        "Signed in (Bearer). From the chain, for the caller's wallet: where the token trades (route null while its sold-out curve waits to bond), " +
        "when its creator may sell inside the launchpad's one-hour lock, and the wallet's HYPE and token balances.",
      response: tradeStateSchema,
      errors: { 400: "Invalid token address", 401: TRADE_REFUSALS[401], 404: "Unknown token 0x…: it was not launched on the launchpad" },
    }),
    requireUser(),
    validate("query", tradeStateRequestSchema),
    async (c) => c.json(await tradeState(c.env, c.var.user.walletAddress as Address, c.req.valid("query").tokenAddress as Address)),
  )
  .post(
    "/buy",
    documented({
      tag: "Trading",
      summary: "Buy a token from the signed-in user's wallet",
      description: TRADE_DESCRIPTION,
      response: tradeResultSchema,
      accepted: TRADE_PENDING,
      errors: TRADE_REFUSALS,
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", buyRequestSchema),
    async (c) => tradeAnswer(c, await placeTrade(c.env, c.var.user, "buy", c.req.valid("json"))),
  )
  .post(
    "/sell",
    documented({
      tag: "Trading",
      summary: "Sell a token from the signed-in user's wallet",
      description: `${TRADE_DESCRIPTION} percentage (1–100 of the wallet's balance) wins over amountIn.`,
      response: tradeResultSchema,
      accepted: TRADE_PENDING,
      errors: TRADE_REFUSALS,
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", sellRequestSchema),
    async (c) => tradeAnswer(c, await placeTrade(c.env, c.var.user, "sell", c.req.valid("json"))),
  );

// /api/v1/transactions: a transaction the user's wallet signed elsewhere, sent through our node, and where
// a sent transaction is now.
export const transactions = new Hono<SignedInEnv>()
  .get(
    "/:hash",
    documented({
      tag: "Trading",
      summary: "Where a sent transaction is now",
      description:
        "Signed in (Bearer). Mined (success or reverted, with its block), pending in the node's pool, or unknown to the node: dropped before it was mined, or never sent.",
      response: transactionStatusSchema,
      errors: {
        400: "Invalid transaction hash format",
        401: "Sign in first: an Authorization header with a Bearer token is required",
      },
    }),
    requireUser(),
    validate("param", z.object({ hash: txHashSchema })),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await transactionStatus(c.env, c.req.valid("param").hash as Hex));
    },
  )
  .post(
    "/broadcast",
    documented({
      tag: "Trading",
      summary: "Send a transaction the user's wallet signed",
      description:
        "It must decode, be for this chain and be signed by the caller's wallet. The node's refusal answers 400 with {txHash, status: 'error', error}. " +
        "With `reservation` (POST /transactions/withdraw/nonce) its nonce must be the reserved one, and the reservation is settled.",
      response: broadcastResultSchema,
      errors: {
        400: "Invalid signed transaction: it could not be decoded as a signed Ethereum transaction",
        401: "Sign in first: an Authorization header with a Bearer token is required",
        404: "Wallet not found",
        409: "The nonce reserved for this transaction has lapsed or was used: ask for a new one and sign again. Nothing was sent.",
        429: "Too many requests. Please slow down.",
      },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", broadcastRequestSchema),
    async (c) => {
      const { ok, result } = await broadcastTransaction(c.env, c.var.user, c.req.valid("json"));
      return c.json(result, ok ? 200 : 400);
    },
  );
