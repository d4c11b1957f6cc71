import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../http/errors";

/** Request bodies of the product API; cache entries may be larger (lists of tokens). */
export const API_BODY_MAX_BYTES = 64 * 1024;
export const CACHE_BODY_MAX_BYTES = 512 * 1024;

/** Refuses a larger body with 413 in the API's error shape, before anything reads it. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorResponse(c, 413, `Request body cannot exceed ${maxBytes / 1024} KiB`),
  });
}
