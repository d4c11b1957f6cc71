import { createPublicClient, http, type PublicClient } from "viem";

const REQUEST_TIMEOUT_MS = 8000;

/**
 * The tools' reads of the node (eth_call, code, storage, fee history): a viem client whose concurrent calls
 * travel as one JSON-RPC batch, retried once. A tool answers from the chain as it is, so it does not wait long.
 */
export function chainClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 1, timeout: REQUEST_TIMEOUT_MS }) });
}
