import { Hono } from "hono";
import {
  withdrawAssetsSchema,
  withdrawNonceRequestSchema,
  withdrawNonceSchema,
  withdrawPlanRequestSchema,
  withdrawPlanSchema,
} from "../../shared/schemas/withdraw";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { withdrawAssets } from "../withdraw/assets";
import { reserveWithdrawalNonce } from "../withdraw/nonce";
import { withdrawPlan } from "../withdraw/plan";

const SIGN_IN_FIRST = "Sign in first: an Authorization header with a Bearer token is required";

// /api/v1/transactions/withdraw: what the signed-in wallet can send out, and a withdrawal checked before the
// browser signs it with the user's own session key (the worker's trading key cannot sign a transfer).
// The signed transaction then goes through POST /transactions/broadcast. Answers are the caller's own: never cached.
export const withdraw = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/assets",
    documented({
      tag: "Trading",
      summary: "What the signed-in wallet can withdraw",
      description: "Signed in (Bearer). HYPE and the tokens the index says the wallet holds, each balance read from the chain now (pending block).",
      response: withdrawAssetsSchema,
      errors: { 401: SIGN_IN_FIRST },
    }),
    requireUser(),
    async (c) => c.json(await withdrawAssets(c.env, c.var.user)),
  )
  .post(
    "/plan",
    documented({
      tag: "Trading",
      summary: "Check a withdrawal and get what its transaction needs",
      description:
        "Signed in (Bearer). The recipient must be an address (a mixed-case one with a valid EIP-55 checksum) other than the wallet; the amount, or 'max' " +
        "(for HYPE the balance less this transfer's network fee), must fit the balance with the fee. Answers the nonce, gas and fees to build the " +
        "transfer, the amount, the most the fee can be, and warnings for a contract or an address never used on chain. Nothing is signed or sent.",
      response: withdrawPlanSchema,
      errors: {
        400: "Not enough HYPE: the wallet holds 1 HYPE and this withdrawal needs 2 HYPE plus 0.000021 HYPE network fee",
        401: SIGN_IN_FIRST,
        404: "Wallet not found",
        429: "Too many requests. Please slow down.",
      },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", withdrawPlanRequestSchema),
    async (c) => c.json(await withdrawPlan(c.env, c.var.user, c.req.valid("json"))),
  )
  .post(
    "/nonce",
    documented({
      tag: "Trading",
      summary: "Reserve the nonce a confirmed withdrawal is signed with",
      description:
        "Signed in (Bearer). The wallet's next nonce, reserved in the queue its trades use, for a transfer of at most `cost` wei (value plus gas × max " +
        "fee). Sign the transfer with it and send it through POST /transactions/broadcast with `reservation`; trades wait meanwhile (20 s at most).",
      response: withdrawNonceSchema,
      errors: {
        400: "Not enough HYPE: the wallet holds 1 HYPE and this withdrawal needs 2 HYPE including gas",
        401: SIGN_IN_FIRST,
        404: "Wallet not found",
        409: "This wallet has 8 transactions waiting to be mined, the most the chain keeps for one address: try again once one lands. Nothing was sent.",
        429: "Too many requests. Please slow down.",
      },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", withdrawNonceRequestSchema),
    async (c) => c.json(await reserveWithdrawalNonce(c.env, c.var.user, c.req.valid("json"))),
  );
