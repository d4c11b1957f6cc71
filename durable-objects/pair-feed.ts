import { DurableObject } from "cloudflare:workers";
import { type PairFeedServerMessage, pairFeedClientMessageSchema } from "../shared/schemas/pair-feed";
import type { LiveUpdate } from "../workers/live/live-update";
import { type FeedSubscription as Subscription, subscriptionKey, updateFrame } from "../workers/live/update-frame";
import { pairDetail } from "../workers/queries/pair-detail";

const send = (socket: WebSocket, message: PairFeedServerMessage) => socket.send(JSON.stringify(message));

type Subscribed = { subscription: Subscription; key: string };

/**
 * One per pair: the WebSockets of /ws/pairs/{pair}. Hibernatable (ctx.acceptWebSocket), so idle
 * sockets cost nothing; each socket's subscription lives in its attachment.
 */
export class PairFeed extends DurableObject<Env> {
  /**
   * Each socket's subscription and frame key while this instance lives, so an update does not read every socket's
   * attachment back (a structured-clone read each). After hibernation the map starts empty and fills from them.
   */
  private readonly subscribed = new WeakMap<WebSocket, Subscribed>();

  private subscribe(socket: WebSocket, subscription: Subscription): Subscribed {
    socket.serializeAttachment(subscription);
    return this.remember(socket, subscription);
  }

  private remember(socket: WebSocket, subscription: Subscription): Subscribed {
    const subscribed = { subscription, key: subscriptionKey(subscription) };
    this.subscribed.set(socket, subscribed);
    return subscribed;
  }

  override async fetch(): Promise<Response> {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    this.subscribe(server, { timeframes: [], candleType: "usd" });
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
    this.subscribe(socket, subscription);
    send(socket, { type: "subscribed", ...subscription });
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005 (no code given) and 1006 (dropped) are reported, never sent back.
    if (code !== 1005 && code !== 1006) socket.close(code, reason);
  }

  /**
   * Sends each socket ONE frame: the update's trades, the candles of the socket's timeframes and the pair's detail read
   * after the commit, so every figure of the page moves with the same update. A frame is serialized once per distinct
   * subscription, not once per socket. Answers the sockets reached.
   */
  async publish(update: LiveUpdate): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return 0;
    // Read before sending anything, so every socket's frame leaves back to back.
    const detail = await pairDetail(this.env, update.pairAddress, Math.floor(Date.now() / 1000));
    const frames = new Map<string, string>();
    for (const socket of sockets) {
      const { subscription, key } = this.subscribed.get(socket) ?? this.remember(socket, socket.deserializeAttachment() as Subscription);
      let frame = frames.get(key);
      if (frame === undefined) {
        frame = updateFrame(update, subscription, detail?.pair ?? null);
        frames.set(key, frame);
      }
      socket.send(frame);
    }
    return sockets.length;
  }
}
