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
