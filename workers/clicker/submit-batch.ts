import { CLICKER_CAPS, type ClickerBatchRequest, type ClickerBatchResponse } from "../../shared/schemas/clicker";
import { clickerRoundOf } from "../durable-objects";
import { ApiError } from "../http/errors";
import { roundAt, roundEndMs, secondsLeftIn } from "./round-clock";
import type { Voter } from "./round-ledger";

const WHOSE = { session: "this session", ip: "this IP address", wallet: "this wallet and its bubble-map cluster" } as const;

/**
 * Counts a batch in the round running now. A round whose end came while the batch was on its way refuses it, and
 * the batch goes to the next round: no click is lost at midnight. A used-up cap is a 429 until the round ends.
 */
export async function submitBatch(env: Env, voter: Voter, batch: ClickerBatchRequest, nowMs: number): Promise<ClickerBatchResponse> {
  const token = batch.tokenAddress.toLowerCase();
  for (const round of [roundAt(nowMs), roundAt(roundEndMs(roundAt(nowMs).id))]) {
    const outcome = await clickerRoundOf(env, round.id).batch(round.id, voter, batch.batchId, token, batch.clicks);
    if (outcome === null) continue;
    if (outcome.kind === "counted") {
      const { kind: _, ...counted } = outcome;
      return { round, ...counted };
    }
    const retryAfter = secondsLeftIn(round.id, nowMs);
    throw new ApiError(
      429,
      `Click cap reached for ${WHOSE[outcome.cap]}: at most ${CLICKER_CAPS[outcome.cap]} clicks a round. ` +
        `Retry after ${retryAfter} second${retryAfter === 1 ? "" : "s"}, when the next round starts.`,
      {},
      { "Retry-After": String(retryAfter) },
    );
  }
  throw new ApiError(503, "The clicker's round is changing over. Please send the batch again.");
}
