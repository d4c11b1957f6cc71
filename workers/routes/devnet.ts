import { Hono } from "hono";
import { formatEther } from "viem";
import { type FaucetResponse, faucetRequestSchema, faucetResponseSchema } from "../../shared/schemas/wallet";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { assertOwnWallet, nativeBalanceOf, WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { fundFromFaucet } from "../chain/devnet-faucet";
import { handleNotFound } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

// /api/v1/devnet: what only the local devnet offers. On a real chain none of it exists (404).
export const devnet = new Hono<SignedInEnv>()
  .use("*", async (c, next) => (c.env.CHAIN === "devnet" ? next() : handleNotFound(c)))
  // POST /faucet {address}: 100 HYPE to the signed-in user's own wallet.
  .post(
    "/faucet",
    documented({
      tag: "Devnet",
      summary: "100 HYPE to the signed-in user's own wallet (the devnet only; Authorization: Bearer)",
      response: faucetResponseSchema,
      errors: { 400: "Invalid wallet address format", 401: "Invalid or expired access token", 404: WALLET_NOT_FOUND },
    }),
    requireUser(),
    validate("json", faucetRequestSchema),
    async (c) => {
      const { address } = c.req.valid("json");
      assertOwnWallet(c.var.user, address);
      const balance = await fundFromFaucet(c.env, address, await nativeBalanceOf(c.env, address));
      const body: FaucetResponse = { address, balance: balance.toString(), balanceReadable: formatEther(balance) };
      return c.json(body);
    },
  );
