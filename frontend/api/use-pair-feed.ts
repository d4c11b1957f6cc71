// The pair's live feed in React: a view opens one and hands it to the parts that draw from it.
import { useEffect, useState } from "react";
import type { SwapActivity } from "../../shared/schemas/activity";
import type { PairDetail } from "../../shared/schemas/pair-detail";
import { type FeedStatus, openPairFeed, type PairFeed } from "./pair-feed";

/** The pair's feed, open while mounted; null before it opens and when no pair is given (an unknown pair is not asked for). */
export function usePairFeed(pairAddress: string | null): PairFeed | null {
  const [feed, setFeed] = useState<PairFeed | null>(null);
  useEffect(() => {
    if (pairAddress === null) return;
    const opened = openPairFeed(pairAddress);
    setFeed(opened);
    return () => {
      opened.close();
      setFeed(null);
    };
  }, [pairAddress]);
  // Until the effect has run for a new pair, the previous pair's feed is not handed out.
  return feed?.pairAddress === pairAddress ? feed : null;
}

/** Whether the feed is connected, as the feed last said ("connecting" before any feed). */
export function useFeedStatus(feed: PairFeed | null): FeedStatus {
  const [status, setStatus] = useState<FeedStatus>("connecting");
  useEffect(() => feed?.listen({ onStatus: setStatus }), [feed]);
  return status;
}

/** The trades the feed delivered while mounted, newest first, at most `max`. */
export function useFeedTrades(feed: PairFeed | null, max: number): SwapActivity[] {
  const [trades, setTrades] = useState<SwapActivity[]>([]);
  useEffect(
    () =>
      feed?.listen({
        onMessage(message) {
          if (message.type === "update" && message.trades.length > 0) {
            const { trades: arrived } = message;
            setTrades((current) => [...[...arrived].reverse(), ...current].slice(0, max));
          }
        },
      }),
    [feed, max],
  );
  return trades;
}

/**
 * The pair's detail as the latest of two sources left it: the feed's, sent with each committed update, or the one
 * read from the API (`fetched`). A fetched answer replaces the feed's unless it is behind it in trades (an answer
 * cached before the feed's update); the feed's replaces any earlier one.
 */
export function useLivePairDetail(fetched: PairDetail | null, feed: PairFeed | null): PairDetail | null {
  const [live, setLive] = useState<PairDetail | null>(null);
  useEffect(
    () =>
      feed?.listen({
        onMessage(message) {
          if (message.type === "update" && message.pair !== null) setLive(message.pair);
        },
      }),
    [feed],
  );
  useEffect(() => {
    setLive((current) => (current !== null && fetched !== null && (fetched.lastSwapTimestamp ?? 0) < (current.lastSwapTimestamp ?? 0) ? current : null));
  }, [fetched]);
  // The feed of another pair (a view switched pairs) is never shown.
  return live !== null && live.pairAddress === fetched?.pairAddress ? live : fetched;
}
