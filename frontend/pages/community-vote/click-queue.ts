import { CLICKER_BATCH_MAX_CLICKS, type ClickerBatchRequest } from "../../../shared/schemas/clicker";
import type { BatchResult } from "../../api/clicker";

/** A batch on its way: kept with its id until the server counts it, so a retry counts once. */
export type PendingBatch = Omit<ClickerBatchRequest, "sessionId">;

const newBatchId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * The clicks of a page not yet counted by the server: those waiting per token, and the one batch on its way (at most
 * CLICKER_BATCH_MAX_CLICKS). A batch refused for a while (429: a cap, or too many batches) stays on its way with its
 * id, and nothing is sent before the server's Retry-After has passed; a batch not delivered is sent again as it was.
 */
export class ClickQueue {
  private readonly waiting = new Map<string, number>();
  private inFlight: PendingBatch | null = null;
  private pausedUntil = 0;

  add(tokenAddress: string): void {
    this.waiting.set(tokenAddress, (this.waiting.get(tokenAddress) ?? 0) + 1);
  }

  /** Clicks made but not counted yet (waiting, or in a batch the server has not counted). */
  get pending(): number {
    let clicks = this.inFlight?.clicks ?? 0;
    for (const waiting of this.waiting.values()) clicks += waiting;
    return clicks;
  }

  /** The batch to send at `nowMs`: the one on its way, else the next token's clicks; null while paused or empty. */
  next(nowMs: number): PendingBatch | null {
    if (nowMs < this.pausedUntil) return null;
    if (this.inFlight !== null) return this.inFlight;
    const [tokenAddress, clicks] = [...this.waiting.entries()][0] ?? [];
    if (tokenAddress === undefined || clicks === undefined) return null;
    const batch = Math.min(clicks, CLICKER_BATCH_MAX_CLICKS);
    if (clicks > batch) this.waiting.set(tokenAddress, clicks - batch);
    else this.waiting.delete(tokenAddress);
    this.inFlight = { batchId: newBatchId(), tokenAddress, clicks: batch };
    return this.inFlight;
  }

  /** What the server answered to the batch on its way, at `nowMs`. */
  settle(result: BatchResult, nowMs: number): void {
    if (result.kind === "capped") this.pausedUntil = nowMs + result.retryAfterSeconds * 1000;
    else if (result.kind !== "undelivered") this.inFlight = null;
  }
}
