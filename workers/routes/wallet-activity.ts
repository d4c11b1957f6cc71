import { Hono } from "hono";
import { WALLET_ACTIVITY_LIMIT_DEFAULT, walletActivityQuerySchema, walletActivityResponseSchema } from "../../shared/schemas/wallet-activity";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { walletActivity } from "../queries/wallet-activity";

// GET /api/v1/wallet/activity: the signed-in user's own wallet only (the wallet comes from the session,
// never from the request), so it is never cached.
export const wallet = new Hono<SignedInEnv>().get(
  "/activity",
  documented({
    tag: "Auth",
    summary: "The signed-in user's wallet activity: trades, HYPE and tokens sent and received (Authorization: Bearer)",
    description:
      "Newest first, from the index. A transfer inside one of the wallet's trades is shown as the trade. Page with `before` = the previous page's nextCursor.",
    response: walletActivityResponseSchema,
    errors: {
      400: "Invalid cursor: use the nextCursor of the page before",
      401: "Sign in first: an Authorization header with a Bearer token is required",
      503: "Sign-in is not configured on this server",
    },
  }),
  requireUser(),
  validate("query", walletActivityQuerySchema),
  async (c) => {
    const { limit, before } = c.req.valid("query");
    const [block, position] = before === undefined ? [] : before.split(":").map(Number);
    const cursor = block === undefined ? undefined : { block, position: position! };
    const answer = await walletActivity(c.env, c.var.user.walletAddress.toLowerCase(), limit ?? WALLET_ACTIVITY_LIMIT_DEFAULT, cursor);
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  },
);
