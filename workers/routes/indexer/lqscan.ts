import { Hono } from "hono";
import { type LqscanResponse, lqscanResponseSchema, tokenListQuerySchema } from "../../../shared/schemas/markets";
import { tokenAddressSchema } from "../../../shared/schemas/primitives";
import { documented } from "../../openapi/describe";
import { listTokens } from "../../queries/market-tokens";

const ONE = tokenListQuerySchema.parse({ limit: 1 });
const MOST_TRADED_LAUNCH = tokenListQuerySchema.parse({ tokenType: "launchpad", sort: "volume24h", limit: 1 });

// GET /api/v1/indexer/lqscan: the product's own token. LQSCAN_TOKEN names it; the devnet has none,
// so there the page shows the launchpad token with the most 24h volume; elsewhere no token is an empty state.
export const lqscan = new Hono<AppEnv>().get("/", documented({ tag: "Markets", summary: "The $LQSCAN token", response: lqscanResponseSchema }), async (c) => {
  const configured = tokenAddressSchema.safeParse(c.env.LQSCAN_TOKEN);
  if (configured.success) {
    const { tokens } = await listTokens(c.env.DB, ONE, Math.floor(Date.now() / 1000), configured.data.toLowerCase());
    return c.json({ source: "configured", token: tokens[0] ?? null } satisfies LqscanResponse);
  }
  if (c.env.CHAIN !== "devnet") return c.json({ source: null, token: null } satisfies LqscanResponse);
  const { tokens } = await listTokens(c.env.DB, MOST_TRADED_LAUNCH, Math.floor(Date.now() / 1000));
  return c.json({ source: tokens[0] === undefined ? null : "most-traded", token: tokens[0] ?? null } satisfies LqscanResponse);
});
