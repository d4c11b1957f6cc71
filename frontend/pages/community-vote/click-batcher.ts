import { useCallback, useEffect, useRef, useState } from "react";
import { CLICKER_BATCH_INTERVAL_MS, type ClickerBatchResponse } from "../../../shared/schemas/clicker";
import { sendClickBatch } from "../../api/clicker";
import { ClickQueue } from "./click-queue";

export type BatcherState = {
  /** Clicks made in this page, counted at once. */
  clicked: number;
  /** Clicks the server has counted. */
  counted: number;
  /** Clicks made but not counted yet: on their way, or held back until the server's Retry-After. */
  pending: number;
  /** Why clicks are not being counted (a cap until the next round, a refusal), or null. */
  notice: string | null;
  last: ClickerBatchResponse | null;
};

/**
 * Clicks counted in the page at once and sent as one batch every CLICKER_BATCH_INTERVAL_MS at most (ClickQueue): a
 * click never waits for the network. A batch answered 429 stays pending until its Retry-After; when the page is
 * hidden or left, the next batch goes at once with `keepalive`, so it is delivered even as the page unloads.
 */
export function useClickBatcher(accessToken: string | null, onCounted: (answer: ClickerBatchResponse) => void) {
  const [state, setState] = useState<BatcherState>({ clicked: 0, counted: 0, pending: 0, notice: null, last: null });
  const queue = useRef(new ClickQueue());

  const click = useCallback((tokenAddress: string) => {
    queue.current.add(tokenAddress);
    setState((current) => ({ ...current, clicked: current.clicked + 1, pending: queue.current.pending }));
  }, []);

  useEffect(() => {
    let sending = false;
    const flush = async (keepalive: boolean) => {
      const batch = sending ? null : queue.current.next(Date.now());
      if (batch === null) return;
      sending = true;
      const result = await sendClickBatch(batch, accessToken, keepalive);
      sending = false;
      queue.current.settle(result, Date.now());
      const pending = queue.current.pending;
      if (result.kind === "counted") {
        onCounted(result.answer);
        setState((current) => ({ ...current, counted: current.counted + result.answer.accepted, pending, notice: null, last: result.answer }));
      } else if (result.kind !== "undelivered") {
        setState((current) => ({ ...current, pending, notice: result.message }));
      }
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush(true);
    };
    const onPageHide = () => void flush(true);
    const timer = setInterval(() => void flush(false), CLICKER_BATCH_INTERVAL_MS);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [accessToken, onCounted]);

  return { ...state, click };
}
