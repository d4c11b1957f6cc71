import type { Log } from "viem";

/** HyperEVM's RPC refuses eth_getLogs over more than 1000 blocks. */
export const MAX_RANGE_BLOCKS = 1000;

/**
 * A fresh ingestor knows nothing of the chain's density: it starts here and grows by what ranges weigh
 * (at most doubling). Started at MAX_RANGE_BLOCKS, a busy chain's first answers (20-47 MB on the devnet)
 * were downloaded only to be refused as too large, then halved.
 */
export const FIRST_RANGE_BLOCKS = 32;

/**
 * What a range's logs should come to: under viem's 10 MiB limit on one answer (a range's logs come in two
 * answers, market events and transfers), and a Durable Object (128 MB) holds a range's logs, its decoded rows
 * and their JSON at once. Each range costs its reads of state, candle merges of every timeframe and pair
 * statistics whatever its size: at 4 MiB a backfill of the bench chain took 24 ranges, at 8 MiB 15.
 */
export const TARGET_LOG_BYTES = 8 * 1024 * 1024;

/** About what a log weighs in an eth_getLogs answer: its data and topics, and some 400 bytes of fields around them. */
export function logBytes(logs: readonly Log[]): number {
  let bytes = 0;
  for (const log of logs) bytes += log.data.length + 68 * log.topics.length + 400;
  return bytes;
}

/**
 * The next range's size from what the last one weighed: as many blocks as would come to TARGET_LOG_BYTES
 * at the same density, at most twice the last range (density changes) and at most MAX_RANGE_BLOCKS.
 */
export function nextRangeBlocks(blocks: number, bytes: number): number {
  const fitting = bytes === 0 ? MAX_RANGE_BLOCKS : Math.floor((blocks * TARGET_LOG_BYTES) / bytes);
  return Math.max(1, Math.min(MAX_RANGE_BLOCKS, 2 * blocks, fitting));
}
