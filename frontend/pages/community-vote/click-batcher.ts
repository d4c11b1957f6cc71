import { useCallback, useEffect, useRef, useState } from "react";
import { CLICKER_BATCH_INTERVAL_MS, CLICKER_BATCH_MAX_CLICKS, type ClickerBatchResponse } from "../../../shared/schemas/clicker";
import { sendClickBatch } from "../../api/clicker";

/** A batch waiting to be counted: kept with its id until the server answers, so a retry counts once. */
type Pending = { batchId: string; tokenAddress: string; clicks: number };

export type BatcherState = {
  /** Clicks made in this page, counted at once. */
  clicked: number;
  /** Clicks the server has counted. */
  counted: number;
  /** Why clicks are not being counted (a cap until the next round, a refusal), or null. */
  notice: string | null;
  last: ClickerBatchResponse | null;
};

const newBatchId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * Clicks counted in the page at once and sent as one batch every CLICKER_BATCH_INTERVAL_MS at most, never more than
 * CLICKER_BATCH_MAX_CLICKS each (the rest waits for the next): a click never waits for the network. A batch that was
 * not delivered is sent again with the same id, so it is counted once.
 */
export function useClickBatcher(accessToken: string | null, onCounted: (answer: ClickerBatchResponse) => void) {
  const [state, setState] = useState<BatcherState>({ clicked: 0, counted: 0, notice: null, last: null });
  const waiting = useRef(new Map<string, number>());
  const inFlight = useRef<Pending | null>(null);
  const pausedUntil = useRef(0);

  const click = useCallback((tokenAddress: string) => {
    waiting.current.set(tokenAddress, (waiting.current.get(tokenAddress) ?? 0) + 1);
    setState((current) => ({ ...current, clicked: current.clicked + 1 }));
  }, []);

  useEffect(() => {
    let sending = false;
    const flush = async () => {
      if (sending || Date.now() < pausedUntil.current) return;
      if (inFlight.current === null) {
        const [tokenAddress, clicks] = [...waiting.current.entries()][0] ?? [];
        if (tokenAddress === undefined || clicks === undefined) return;
        const batch = Math.min(clicks, CLICKER_BATCH_MAX_CLICKS);
        if (clicks > batch) waiting.current.set(tokenAddress, clicks - batch);
        else waiting.current.delete(tokenAddress);
        inFlight.current = { batchId: newBatchId(), tokenAddress, clicks: batch };
      }
      sending = true;
      const result = await sendClickBatch(inFlight.current, accessToken);
      sending = false;
      if (result.kind === "undelivered") return;
      inFlight.current = null;
      if (result.kind === "counted") {
        onCounted(result.answer);
        setState((current) => ({ ...current, counted: current.counted + result.answer.accepted, notice: null, last: result.answer }));
      } else if (result.kind === "capped") {
        pausedUntil.current = Date.now() + result.retryAfterSeconds * 1000;
        waiting.current.clear();
        setState((current) => ({ ...current, notice: result.message }));
      } else {
        setState((current) => ({ ...current, notice: result.message }));
      }
    };
    const timer = setInterval(() => void flush(), CLICKER_BATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [accessToken, onCounted]);

  return { ...state, click };
}
