// A child process of tests/bench/pair-feed-fanout.ts: opens COUNT WebSockets on one pair's feed, then notes when each
// update frame reached each socket (epoch ms, per trade hash) and hands the notes to its parent when asked.
// Node 20 needs --experimental-websocket for the global WebSocket; the parent passes it.
import WebSocket from "ws";
import type { PairFeedServerMessage } from "../../../shared/schemas/pair-feed";

type Parent = { kind: "report" };
const [url, countArgument] = process.argv.slice(2);
const count = Number(countArgument);
const BATCH = 100;

const arrivals: Record<string, number[]> = {};
const sockets: WebSocket[] = [];

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url!, { perMessageDeflate: false });
    sockets.push(socket);
    socket.addEventListener("error", () => reject(new Error("a subscriber's socket failed")));
    socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1m"], candleType: "usd" })));
    socket.addEventListener("message", (event) => {
      const at = Date.now();
      const message = JSON.parse(String(event.data)) as PairFeedServerMessage;
      if (message.type === "subscribed") resolve();
      if (message.type !== "update") return;
      for (const { transactionHash } of message.trades) {
        const seen = arrivals[transactionHash] ?? [];
        seen.push(at);
        arrivals[transactionHash] = seen;
      }
    });
  });
}

for (let opened = 0; opened < count; opened += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, count - opened) }, open));
}
process.send!({ kind: "ready" });
process.on("message", (message: Parent) => {
  if (message.kind !== "report") return;
  for (const socket of sockets) socket.close(1000, "bench over");
  process.send!({ kind: "report", arrivals }, () => process.exit(0));
});
