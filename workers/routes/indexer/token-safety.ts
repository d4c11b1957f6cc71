import { Hono } from "hono";
import { tokenSafetyResponseSchema } from "../../../shared/schemas/token-safety";
import { tokenParamSchema } from "../../http/params";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { tokenSafety } from "../../queries/token-safety";

// GET /api/v1/indexer/token-safety/{tokenAddress}: a launch's distribution figures and the wallets behind each.
export const tokenSafetyRoute = new Hono<AppEnv>().get(
  "/:tokenAddress",
  documented({
    tag: "Tokens",
    summary: "A launch's safety and distribution",
    description:
      "Top-10 share (people only), the creator's holding, snipers' and the bundle's shares of the supply, LP status and the sniffer's last verdict, with the wallets behind each.",
    response: tokenSafetyResponseSchema,
    errors: { 400: "Invalid token address format", 404: "Token 0x… is not a launchpad launch the index knows" },
  }),
  validate("param", tokenParamSchema),
  async (c) => c.json(await tokenSafety(c.env.DB, c.req.valid("param").tokenAddress.toLowerCase())),
);
