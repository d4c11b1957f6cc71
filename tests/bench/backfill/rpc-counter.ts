// A pass-through JSON-RPC proxy that counts what an indexer asks of the node: calls by method, the
// bytes of the answers and the logs in them (each log carries one "logIndex"). Answers are streamed, not held.
import { createServer, request } from "node:http";

export type RpcCounts = { calls: Record<string, number>; responseBytes: number; logs: number };

const LOG_MARKER = Buffer.from('"logIndex"');

export async function startRpcCounter(upstream: string, port: number) {
  let counts: RpcCounts = { calls: {}, responseBytes: 0, logs: 0 };
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => body.push(chunk));
    incoming.on("end", () => {
      const payload = Buffer.concat(body);
      const parsed = JSON.parse(payload.toString()) as { method: string } | { method: string }[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) counts.calls[call.method] = (counts.calls[call.method] ?? 0) + 1;
      const forwarded = request(
        { host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers: { "content-type": "application/json" } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          // A marker split across two chunks is found in the tail kept from the last one.
          let tail = Buffer.alloc(0);
          answer.on("data", (chunk: Buffer) => {
            counts.responseBytes += chunk.length;
            const window = Buffer.concat([tail, chunk]);
            for (let at = window.indexOf(LOG_MARKER); at !== -1; at = window.indexOf(LOG_MARKER, at + LOG_MARKER.length)) counts.logs++;
            tail = window.subarray(Math.max(window.length - LOG_MARKER.length + 1, 0));
          });
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      forwarded.end(payload);
    });
  });
  // Long answers of a slow node must not be cut by the server's defaults.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** What was counted since the last take, and a fresh count from now on. */
    take: (): RpcCounts => {
      const taken = counts;
      counts = { calls: {}, responseBytes: 0, logs: 0 };
      return taken;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
