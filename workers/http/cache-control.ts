import type { MiddlewareHandler } from "hono";

/**
 * Indexed data changes with every block: shared caches may serve an answer for a moment and then
 * revalidate (the indexer router adds the ETag that turns a revalidation into a 304).
 */
export function cacheFor(maxAgeSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header("Cache-Control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`);
    }
  };
}
