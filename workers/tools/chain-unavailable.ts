import { BaseError, HttpRequestError, TimeoutError } from "viem";
import { ApiError } from "../http/errors";

/** What a tool answers (503) when the node it reads does not answer. */
export const CHAIN_UNAVAILABLE = "The chain's node did not answer. Please try again in a moment.";

/** Runs a tool's read of the chain; a node that cannot be reached (refused, cut, timed out) becomes a 503, anything else stays a failure. */
export async function fromTheChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw nodeUnreachable(error) ? new ApiError(503, CHAIN_UNAVAILABLE) : error;
  }
}

/** Whether a failed read is the node not answering (refused, cut, timed out) rather than the call failing. */
export function nodeUnreachable(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;
}
