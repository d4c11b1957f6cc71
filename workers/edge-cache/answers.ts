import type { StoredAnswer } from "./coalesce";

/** What browsers and other caches are told of a shared answer: fresh for its rule's seconds, then usable while it revalidates. */
export const publicCacheControl = (seconds: number) => `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`;

/** An answer given to one reader (signed in, or reading their own writes): no shared cache may keep it. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** The copy the Cache API keeps: it expires after the rule's seconds. */
export function storedResponse(answer: StoredAnswer, seconds: number): Response {
  const headers = new Headers(answer.headers);
  headers.set("cache-control", `public, max-age=${seconds}`);
  return new Response(answer.body, { status: answer.status, headers });
}

/** A stored answer as the reader gets it: a 304 when their copy is the same (If-None-Match), else the body. */
export function servedAnswer(answer: StoredAnswer, seconds: number, ifNoneMatch: string | undefined): Response {
  const headers = new Headers(answer.headers);
  headers.set("cache-control", publicCacheControl(seconds));
  headers.set("x-cache", "hit");
  const etag = headers.get("etag");
  if (etag && ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/** A Response's parts, read once, to store and to answer the readers that waited for it. */
export async function storedAnswerOf(response: Response, dropHeaders: string[]): Promise<StoredAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!dropHeaders.includes(name.toLowerCase())) headers.push([name, value]);
  });
  return { status: response.status, headers, body: await response.arrayBuffer() };
}
