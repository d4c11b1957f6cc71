// The client of GET /ws/pairs/{pair}: one socket per pair, shared by whoever listens (the chart, the trades
// table, the header). Framework-free, so the chart iframe's small bundle can use it too.
import type { CandleType, Timeframe } from "../../shared/schemas/chart";
import type { PairFeedClientMessage, PairFeedServerMessage } from "../../shared/schemas/pair-feed";

export type FeedStatus = "connecting" | "live" | "offline";

/** Reconnect delays double from 500 ms up to 15 s, and start over once a connection opens. */
export const RECONNECT_DELAY = { firstMs: 500, maxMs: 15_000 } as const;

export function reconnectDelayMs(failedAttempts: number): number {
  return Math.min(RECONNECT_DELAY.maxMs, RECONNECT_DELAY.firstMs * 2 ** failedAttempts);
}

export type PairFeedListener = {
  onMessage?: (message: PairFeedServerMessage) => void;
  onStatus?: (status: FeedStatus) => void;
  /** Called when a connection opens again after a loss, so the listener can fill what it missed. */
  onReconnect?: () => void;
};

export type PairFeed = {
  pairAddress: string;
  /** Asks for one timeframe's candles of one type, on the open socket and every later reconnect (trades come regardless). */
  subscribe: (timeframe: Timeframe, candleType: CandleType) => void;
  /** Adds a listener, telling it the feed's status at once; answers its removal. */
  listen: (listener: PairFeedListener) => () => void;
  close: () => void;
};

function feedUrl(pairAddress: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws/pairs/${pairAddress}`;
}

/** Opens the pair's live feed and keeps it open, reconnecting with backoff, until closed. */
export function openPairFeed(pairAddress: string): PairFeed {
  const listeners = new Set<PairFeedListener>();
  let subscription: PairFeedClientMessage | null = null;
  let status: FeedStatus = "connecting";
  let socket: WebSocket | null = null;
  let failedAttempts = 0;
  let everOpened = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: FeedStatus) => {
    status = next;
    for (const listener of listeners) listener.onStatus?.(next);
  };

  const sendSubscription = () => {
    if (subscription === null || socket?.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify(subscription));
  };

  const connect = () => {
    setStatus("connecting");
    const current = new WebSocket(feedUrl(pairAddress));
    socket = current;
    current.onopen = () => {
      failedAttempts = 0;
      sendSubscription();
      setStatus("live");
      if (everOpened) for (const listener of listeners) listener.onReconnect?.();
      everOpened = true;
    };
    current.onmessage = (event) => {
      // The server is our own worker: its messages follow shared/schemas/pair-feed.ts.
      const message = JSON.parse(String(event.data)) as PairFeedServerMessage;
      for (const listener of listeners) listener.onMessage?.(message);
    };
    current.onclose = () => {
      if (closed || socket !== current) return;
      setStatus("offline");
      retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
      failedAttempts += 1;
    };
  };

  connect();
  return {
    pairAddress,
    subscribe(timeframe, candleType) {
      subscription = { type: "subscribe", timeframes: [timeframe], candleType };
      sendSubscription();
    },
    listen(listener) {
      listeners.add(listener);
      listener.onStatus?.(status);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close(1000, "closed by the page");
    },
  };
}
