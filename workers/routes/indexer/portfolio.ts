import { Hono } from "hono";
import { portfolioParamSchema, portfolioResponseSchema } from "../../../shared/schemas/portfolio";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { walletPortfolio } from "../../trading/portfolio";

// GET /api/v1/indexer/portfolio/{walletAddress}: every position of a wallet, as the position box values each one.
// Like the position box, it is read right after a trade, so no cache may answer with the portfolio from before it.
export const portfolio = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/:walletAddress",
    documented({
      tag: "Traders",
      summary: "A wallet's portfolio",
      description:
        "Every token the wallet holds or traded (at most 50): balance, latest price, value (the chain's quote for selling it all now, in USD), " +
        "cost of the holding, realized and unrealized PnL, exactly as GET /indexer/position computes them; largest value first, with totals.",
      response: portfolioResponseSchema,
      errors: { 400: "Invalid wallet address format" },
    }),
    validate("param", portfolioParamSchema),
    async (c) => c.json(await walletPortfolio(c.env, c.req.valid("param").walletAddress.toLowerCase())),
  );
