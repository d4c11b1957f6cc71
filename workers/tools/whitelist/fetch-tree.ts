import { WHITELIST_TREE_MAX_BYTES, WHITELIST_TREE_TOO_LARGE } from "../../../shared/schemas/whitelist";
import { ApiError } from "../../http/errors";

const FETCH_TIMEOUT_MS = 8000;

/** Hosts a fetch by URL must not reach: loopback, private and link-local networks, and local names. */
const PRIVATE_HOST = [
  /^localhost$/,
  /\.(localhost|local|internal)$/,
  /^127\./,
  /^10\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^\[(::1?|f[cd][0-9a-f]*:.*|fe[89ab][0-9a-f]*:.*|::ffff:.*)\]$/,
];

/**
 * Reads a published tree by URL: http or https only, no private address (but the app's own origin on the devnet,
 * where the campaigns' trees are served), no redirect, 8 s at most, and the size cap enforced while reading.
 */
export async function fetchTree(url: string, ownOrigin: string | null): Promise<string> {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new ApiError(400, "The tree URL must be an http or https URL");
  const own = ownOrigin !== null && target.origin === ownOrigin;
  if (!own && PRIVATE_HOST.some((pattern) => pattern.test(target.hostname.toLowerCase()))) {
    throw new ApiError(400, "The tree URL points to a private or local address");
  }
  let response: Response;
  try {
    response = await fetch(target, { redirect: "manual", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "application/json, text/plain" } });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    throw new ApiError(422, timedOut ? `The tree URL did not answer within ${FETCH_TIMEOUT_MS / 1000} s` : "The tree URL could not be reached");
  }
  if (response.status >= 300 && response.status < 400) throw new ApiError(422, "The tree URL redirects elsewhere; give the address it redirects to");
  if (!response.ok) throw new ApiError(422, `The tree URL answered ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > WHITELIST_TREE_MAX_BYTES) throw new ApiError(413, WHITELIST_TREE_TOO_LARGE);
  return readCapped(response.body);
}

/** The body as text, refused (413) as soon as it passes the cap rather than after it has all been read. */
async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (body === null) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > WHITELIST_TREE_MAX_BYTES) {
      await reader.cancel();
      throw new ApiError(413, WHITELIST_TREE_TOO_LARGE);
    }
    text += decoder.decode(value, { stream: true });
  }
}
