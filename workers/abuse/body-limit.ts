import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../http/errors";

/** Request bodies of the product API; cache entries may be larger (lists of tokens). */
export const API_BODY_MAX_BYTES = 64 * 1024;
export const CACHE_BODY_MAX_BYTES = 512 * 1024;

/** A route whose bodies may be larger than the API's (a published Merkle tree), and what its refusal says. */
export type LargerBody = { maxBytes: number; message: string };

/**
 * Refuses a larger body with 413 in the API's error shape while it is read (by its Content-Length, else as its
 * bytes arrive), before anything parses it. `larger` raises the cap for the paths it names.
 */
export function limitBody(maxBytes: number, larger: Record<string, LargerBody> = {}): MiddlewareHandler {
  const limit = (cap: LargerBody) => bodyLimit({ maxSize: cap.maxBytes, onError: (c) => errorResponse(c, 413, cap.message) });
  const standard = limit({ maxBytes, message: `Request body cannot exceed ${maxBytes / 1024} KiB` });
  const raised = new Map(Object.entries(larger).map(([path, cap]) => [path, limit(cap)]));
  return (c, next) => (raised.get(c.req.path) ?? standard)(c, next);
}
