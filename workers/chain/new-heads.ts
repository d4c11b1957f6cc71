import { loggableMessage } from "../http/loggable-message";
import { headNotificationSchema, SUBSCRIBE_REQUEST_ID, subscribeAnswerSchema } from "./head-notification";

/** A refused or dropped connection is tried again after this long. */
export const RECONNECT_MS = 5_000;

export type NewHeads = {
  /** True while the node has accepted the subscription and the socket is open. */
  following: () => boolean;
  /** Closes the socket and stops reconnecting. */
  stop: () => void;
};

/**
 * Follows the node's new heads: `eth_subscribe ["newHeads"]` over the WebSocket at `wsUrl` (ws:// or wss://), calling
 * `onHead` with each new block's number. The socket is opened as workerd opens outbound WebSockets (a fetch with
 * `Upgrade: websocket`); a refusal, an error or a close is retried every RECONNECT_MS until stop().
 */
export function followNewHeads(wsUrl: string, onHead: (block: number) => void): NewHeads {
  let socket: WebSocket | null = null;
  let subscribed = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const dropped = (why: string) => {
    if (socket === null && retry !== undefined) return;
    if (!stopped) console.error(`new heads: ${why}; reconnecting in ${RECONNECT_MS / 1000} s`);
    socket = null;
    subscribed = false;
    if (!stopped && retry === undefined) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
    }
  };

  const received = (data: unknown) => {
    const message: unknown = JSON.parse(typeof data === "string" ? data : new TextDecoder().decode(data as ArrayBuffer));
    const head = headNotificationSchema.safeParse(message);
    if (head.success) return onHead(Number(head.data.params.result.number));
    const answer = subscribeAnswerSchema.safeParse(message);
    if (!answer.success) return;
    if (answer.data.result !== undefined) subscribed = true;
    else {
      socket?.close(1000, "subscription refused");
      dropped(`the node refused eth_subscribe: ${answer.data.error?.message ?? "no reason given"}`);
    }
  };

  const connect = async () => {
    try {
      const response = await fetch(wsUrl.replace(/^ws/, "http"), { headers: { Upgrade: "websocket" } });
      const opened = response.webSocket;
      if (opened === null) throw new Error(`the node answered ${response.status}, not a WebSocket`);
      opened.accept();
      if (stopped) return opened.close(1000, "stopped");
      socket = opened;
      opened.addEventListener("message", (event) => {
        try {
          received(event.data);
        } catch (error) {
          console.error("new heads: unreadable message:", loggableMessage(error));
        }
      });
      opened.addEventListener("close", () => dropped("the node closed the socket"));
      opened.addEventListener("error", () => dropped("the socket failed"));
      opened.send(JSON.stringify({ jsonrpc: "2.0", id: SUBSCRIBE_REQUEST_ID, method: "eth_subscribe", params: ["newHeads"] }));
    } catch (error) {
      dropped(loggableMessage(error));
    }
  };

  void connect();
  return {
    following: () => subscribed,
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000, "stopped");
    },
  };
}
