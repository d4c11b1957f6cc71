import { Hono } from "hono";
import type { AppEnv } from "../env";
import { chainConfigFor } from "../chain/chain-config";

// GET /api/v1/config: the chain id and every contract address in use. The RPC URL stays on the
// server: a provider's URL often carries its API key.
export const config = new Hono<AppEnv>().get("/", (c) => {
  const { chainId, contracts } = chainConfigFor(c.env);
  return c.json({ chainId, contracts });
});
