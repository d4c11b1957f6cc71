import { DurableObject } from "cloudflare:workers";
import type { CandleType, Timeframe } from "../shared/schemas/chart";
import { type PairFeedServerMessage, pairFeedClientMessageSchema } from "../shared/schemas/pair-feed";
import type { LiveUpdate } from "../workers/live/live-update";
import { chartCandle } from "../workers/queries/chart-candles";
import { candleTypeOn, joinCandles } from "../workers/queries/graduated-chart";
import { pairDetail } from "../workers/queries/pair-detail";

type Subscription = { timeframes: Timeframe[]; candleType: CandleType };

const send = (socket: WebSocket, message: PairFeedServerMessage) => socket.send(JSON.stringify(message));

/**
 * One per pair: the WebSockets of /ws/pairs/{pair}. Hibernatable (ctx.acceptWebSocket), so idle
 * sockets cost nothing; each socket's subscription lives in its attachment.
 */
export class PairFeed extends DurableObject<Env> {
  override async fetch(): Promise<Response> {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ timeframes: [], candleType: "usd" } satisfies Subscription);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    let parsed: ReturnType<typeof pairFeedClientMessageSchema.safeParse>;
    try {
      parsed = pairFeedClientMessageSchema.safeParse(JSON.parse(typeof message === "string" ? message : new TextDecoder().decode(message)));
    } catch {
      send(socket, { type: "error", message: "Messages must be JSON" });
      return;
    }
    if (!parsed.success) {
      send(socket, { type: "error", message: parsed.error.issues[0]?.message ?? "Invalid message" });
      return;
    }
    const subscription: Subscription = { timeframes: parsed.data.timeframes, candleType: parsed.data.candleType };
    socket.serializeAttachment(subscription);
    send(socket, { type: "subscribed", ...subscription });
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005 (no code given) and 1006 (dropped) are reported, never sent back.
    if (code !== 1005 && code !== 1006) socket.close(code, reason);
  }

  /**
   * Sends every trade to every socket, each socket the candles of its timeframes, then the pair's detail read after
   * the commit, so every figure of the page moves with the same update. Answers the sockets reached.
   */
  async publish(update: LiveUpdate): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return 0;
    // Read before sending anything, so the update's frames leave back to back.
    const detail = await pairDetail(this.env, update.pairAddress, Math.floor(Date.now() / 1000));
    for (const socket of sockets) {
      for (const trade of update.trades) send(socket, { type: "trade", pairAddress: update.pairAddress, trade });
      const { timeframes, candleType } = socket.deserializeAttachment() as Subscription;
      for (const row of update.candles) {
        if (!timeframes.includes(row.timeframe)) continue;
        const own = chartCandle(row, candleTypeOn(candleType, update.candlesFlipped), update.circulatingSupply);
        const curve = update.curveCandles.find((before) => before.timeframe === row.timeframe && before.start_timestamp === row.start_timestamp);
        const candle = own === null || curve === undefined ? own : joinCandles(chartCandle(curve, candleType, update.circulatingSupply) ?? undefined, own);
        if (candle !== null) send(socket, { type: "candle", pairAddress: update.pairAddress, timeframe: row.timeframe, candleType, candle });
      }
      if (detail?.pair) send(socket, { type: "pair", pairAddress: update.pairAddress, pair: detail.pair });
    }
    return sockets.length;
  }
}
