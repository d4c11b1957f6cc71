/**
 * An error's message as a log line or the indexer's status may show it: the first line only (viem's
 * messages go on with the node's URL, which can carry an API key, and the request's body), and no
 * database text (D1's errors quote SQL and name tables and columns).
 */
export function loggableMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/\bD1_|SQLITE_/.test(message)) return "a database query failed";
  return message.split("\n")[0]!.trim();
}

/**
 * `text` (a request line, a URL's path) with every reaction session id masked: GET
 * /token-reactions/session/{sessionId}/{tokenId} carries one, and whoever holds it can act for the session.
 */
export function withoutSessionIds(text: string): string {
  return text.replace(/(token-reactions\/session\/)[^/\s?#]+/g, "$1<session>");
}

/** A request's method and path as a log line may show them. */
export const loggableRequest = (request: Request) => `${request.method} ${withoutSessionIds(new URL(request.url).pathname)}`;
