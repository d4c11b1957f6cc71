import { Hono } from "hono";
import { type PublicChainConfig, publicChainConfigSchema } from "../../shared/chains";
import { chainConfigFor } from "../chain/chain-config";
import { documented } from "../openapi/describe";

// GET /api/v1/config: the chain id, its block explorer (null on the devnet) and every contract address
// in use. The RPC URL stays on the server: a provider's URL often carries its API key.
export const config = new Hono<AppEnv>().get(
  "/",
  documented({
    tag: "Operations",
    summary: "The chain and its contracts",
    description: "Chain id, block explorer (null on the devnet) and every contract address in use.",
    response: publicChainConfigSchema,
  }),
  (c) => {
    const { chainId, explorerUrl, contracts } = chainConfigFor(c.env);
    const body: PublicChainConfig = { chainId, explorerUrl, contracts };
    return c.json(body);
  },
);
