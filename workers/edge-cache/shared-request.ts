import { BOOKMARK_HEADER } from "../d1-session/bookmark-header";

/**
 * A request whose answer may be shared with every other reader: a plain GET that names nobody. A session
 * (Authorization, any cookie) or a D1 bookmark (a trader reading their own trade) makes it private, answered
 * from D1 and never stored.
 */
export function isSharedRequest(request: Request): boolean {
  const { headers } = request;
  return request.method === "GET" && !headers.has("authorization") && !headers.has("cookie") && !headers.has(BOOKMARK_HEADER);
}

/** An answer that may be stored for everyone: a complete 200 that sets no cookie and asks not to be kept private. */
export function isSharedAnswer(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
}
