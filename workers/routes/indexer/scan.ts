import { Hono } from "hono";
import { scanParamSchema, scanResponseSchema } from "../../../shared/schemas/scan";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { scan } from "../../scan/scan";

// GET /api/v1/indexer/scan/{query}: what an address or a transaction hash is, its trades and its tokens.
export const scanRoute = new Hono<AppEnv>().get(
  "/:query",
  documented({
    tag: "Search",
    summary: "What an address or a transaction is",
    description:
      "An address is a launchpad token, a market (V2 pair or V3 pool), a wallet the index saw trade or hold, a contract or a used wallet " +
      "the chain knows (eth_getCode, nonce, balance), or unknown; a hash is a mined transaction (its receipt and indexed swaps) or unknown. " +
      "With the newest swaps of the token's market, the pair, the wallet or the transaction, and the tokens a wallet holds or traded.",
    response: scanResponseSchema,
    errors: { 400: "Invalid address or transaction hash format" },
  }),
  validate("param", scanParamSchema),
  async (c) => c.json(await scan(c.env, c.req.valid("param").query)),
);
