// The client of GET /ws/pairs/{pair}: framework-free, so the chart iframe's small bundle can use it too.
import type { CandleType, Timeframe } from "../../shared/schemas/chart";
import type { PairFeedClientMessage, PairFeedServerMessage } from "../../shared/schemas/pair-feed";

export type FeedStatus = "connecting" | "live" | "offline";

/** Reconnect delays double from 500 ms up to 15 s, and start over once a connection opens. */
export const RECONNECT_DELAY = { firstMs: 500, maxMs: 15_000 } as const;

export function reconnectDelayMs(failedAttempts: number): number {
  return Math.min(RECONNECT_DELAY.maxMs, RECONNECT_DELAY.firstMs * 2 ** failedAttempts);
}

export type PairFeedOptions = {
  pairAddress: string;
  timeframe: Timeframe;
  candleType: CandleType;
  onMessage: (message: PairFeedServerMessage) => void;
  onStatus?: (status: FeedStatus) => void;
  /** Called when a connection opens again after a loss, so the caller can fill what it missed. */
  onReconnect?: () => void;
};

export type PairFeed = {
  /** Changes the subscribed candles on the open socket (and for every later reconnect). */
  subscribe: (timeframe: Timeframe, candleType: CandleType) => void;
  close: () => void;
};

function feedUrl(pairAddress: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws/pairs/${pairAddress}`;
}

/** Opens the pair's live feed and keeps it open, reconnecting with backoff, until closed. */
export function openPairFeed(options: PairFeedOptions): PairFeed {
  let subscription = { timeframe: options.timeframe, candleType: options.candleType };
  let socket: WebSocket | null = null;
  let failedAttempts = 0;
  let everOpened = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const sendSubscription = () => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    const message: PairFeedClientMessage = { type: "subscribe", timeframes: [subscription.timeframe], candleType: subscription.candleType };
    socket.send(JSON.stringify(message));
  };

  const connect = () => {
    options.onStatus?.("connecting");
    const current = new WebSocket(feedUrl(options.pairAddress));
    socket = current;
    current.onopen = () => {
      failedAttempts = 0;
      sendSubscription();
      options.onStatus?.("live");
      if (everOpened) options.onReconnect?.();
      everOpened = true;
    };
    // The server is our own worker: its messages follow shared/schemas/pair-feed.ts.
    current.onmessage = (event) => options.onMessage(JSON.parse(String(event.data)) as PairFeedServerMessage);
    current.onclose = () => {
      if (closed || socket !== current) return;
      options.onStatus?.("offline");
      retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
      failedAttempts += 1;
    };
  };

  connect();
  return {
    subscribe(timeframe, candleType) {
      subscription = { timeframe, candleType };
      sendSubscription();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close(1000, "closed by the page");
    },
  };
}
