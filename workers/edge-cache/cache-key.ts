/**
 * The cache's key for a read: its URL with the query's parameters in one order, so `?a=1&b=2` and `?b=2&a=1`
 * share an entry. Nothing else of the request is part of it: only requests that name nobody are looked up.
 */
export function cacheKey(url: URL): Request {
  const key = new URL(url.pathname, url.origin);
  const entries = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) key.searchParams.append(name, value);
  return new Request(key.href, { method: "GET" });
}
