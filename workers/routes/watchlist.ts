import { Hono } from "hono";
import {
  WATCHLIST_FULL,
  watchedMarketsQuerySchema,
  watchedMarketsResponseSchema,
  watchlistMergeSchema,
  watchlistPairParamSchema,
  watchlistSchema,
} from "../../shared/schemas/watchlist";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { watchedMarkets } from "../queries/watched-markets";
import { starMarkets, unstarMarket, watchlistOf } from "../stores/watchlist";

const SIGN_IN = "Sign in first: an Authorization header with a Bearer token is required";
const TAG = "Watchlist";
const WRITE_ERRORS = { 400: "Invalid pair address format", 401: SIGN_IN, 409: WATCHLIST_FULL, 429: "Too many requests. Please slow down." } as const;

const starredOrFull = (fits: boolean) => {
  if (!fits) throw new ApiError(409, WATCHLIST_FULL);
};

// /api/v1/watchlist: the signed-in trader's starred markets (never cached), and the public figures of any list of them.
export const watchlist = new Hono<SignedInEnv>()
  .get(
    "/markets",
    documented({
      tag: TAG,
      summary: "Price, 24h change, market cap and curve of the markets asked",
      description: "pairs: comma-separated market addresses (at most 200). Unknown markets are left out.",
      response: watchedMarketsResponseSchema,
      errors: { 400: "pairs: at most 200 tokens" },
    }),
    validate("query", watchedMarketsQuerySchema),
    async (c) => c.json({ markets: await watchedMarkets(c.env.DB, c.req.valid("query").pairs) }),
  )
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/",
    documented({ tag: TAG, summary: "The starred markets", description: "Signed in (Bearer).", response: watchlistSchema, errors: { 401: SIGN_IN } }),
    requireUser(),
    async (c) => c.json({ pairs: await watchlistOf(c.env.DB, c.var.user.id) }),
  )
  .post(
    "/merge",
    documented({
      tag: TAG,
      summary: "Star every market of the browser's signed-out list",
      description: "Signed in (Bearer). Sent at sign-in so nothing starred signed out is lost; answers the whole list.",
      response: watchlistSchema,
      errors: WRITE_ERRORS,
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", watchlistMergeSchema),
    async (c) => {
      starredOrFull(await starMarkets(c.env.DB, c.var.user.id, c.req.valid("json").pairs));
      return c.json({ pairs: await watchlistOf(c.env.DB, c.var.user.id) });
    },
  )
  .put(
    "/:pair",
    documented({ tag: TAG, summary: "Star a market", description: "Signed in (Bearer).", response: watchlistSchema, errors: WRITE_ERRORS }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", watchlistPairParamSchema),
    async (c) => {
      starredOrFull(await starMarkets(c.env.DB, c.var.user.id, [c.req.valid("param").pair]));
      return c.json({ pairs: await watchlistOf(c.env.DB, c.var.user.id) });
    },
  )
  .delete(
    "/:pair",
    documented({ tag: TAG, summary: "Unstar a market", description: "Signed in (Bearer).", response: watchlistSchema, errors: WRITE_ERRORS }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", watchlistPairParamSchema),
    async (c) => {
      await unstarMarket(c.env.DB, c.var.user.id, c.req.valid("param").pair);
      return c.json({ pairs: await watchlistOf(c.env.DB, c.var.user.id) });
    },
  );
