import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER } from "../d1-session/bookmark-header";
import { loggableMessage } from "../http/loggable-message";
import { PRIVATE_CACHE_CONTROL, publicCacheControl, servedAnswer, storedAnswerOf, storedResponse } from "./answers";
import { cacheKey } from "./cache-key";
import { coalesced, type StoredAnswer } from "./coalesce";
import { edgeFreshness } from "./freshness";
import { isSharedAnswer, isSharedRequest } from "./shared-request";

/** Headers that belong to one reader's request, never to a stored answer. */
const READER_HEADERS = [BOOKMARK_HEADER, "x-cache", "set-cookie"];

/**
 * The location's cache. The Turnkey SDK's types pull in the DOM's CacheStorage, which hides workerd's `default`
 * cache from the type checker; the runtime has it.
 */
const locationCache = () => (caches as unknown as { default: Cache }).default;

const warn = (action: string, error: unknown) => console.warn(`edge cache ${action} failed:`, loggableMessage(error as Error));

/**
 * Public reads answered from the Cache API (`caches.default`, the location's cache) for their route's freshness
 * (freshness.ts); concurrent misses of one key in this isolate wait for one D1 read. Every answer of a listed
 * route says how it was answered in `x-cache`: hit, miss, or bypass for a reader's own request (signed in,
 * or carrying a D1 bookmark), which is answered from D1, never stored and marked private.
 */
export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const seconds = edgeFreshness(url, Math.floor(Date.now() / 1000));
  if (seconds === null) return next();
  if (!isSharedRequest(c.req.raw)) {
    await next();
    c.res.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    c.res.headers.set("x-cache", "bypass");
    return;
  }
  if (c.env.EDGE_CACHE === "off") {
    await next();
    if (c.res.status === 200) c.res.headers.set("cache-control", publicCacheControl(seconds));
    return;
  }
  const key = cacheKey(url);
  const cache = locationCache();
  const hit = await cache.match(key).catch((error: unknown) => warn("read", error));
  if (hit !== undefined) return servedAnswer(await storedAnswerOf(hit, ["cache-control"]), seconds, c.req.header("if-none-match"));

  const { answer, leader } = await coalesced(key.url, () => computeAndStore(c, next, key, seconds));
  if (leader) {
    c.res.headers.set("x-cache", "miss");
    if (c.res.status === 200) c.res.headers.set("cache-control", publicCacheControl(seconds));
    return;
  }
  if (answer !== null) return servedAnswer(answer, seconds, c.req.header("if-none-match"));
  await next();
  c.res.headers.set("x-cache", "miss");
});

/** The leader's miss: the route answers, and a shareable answer is stored before the readers waiting on it are answered. */
async function computeAndStore(c: Context<AppEnv>, next: () => Promise<void>, key: Request, seconds: number): Promise<StoredAnswer | null> {
  await next();
  if (!isSharedAnswer(c.res)) return null;
  const answer = await storedAnswerOf(c.res, READER_HEADERS);
  c.res = new Response(answer.body, c.res);
  await locationCache()
    .put(key, storedResponse(answer, seconds))
    .catch((error: unknown) => warn("write", error));
  return answer;
}
