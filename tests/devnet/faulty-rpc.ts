import { createServer, request as httpRequest, type Server } from "node:http";

/**
 * A JSON-RPC proxy that answers with faults in a fixed rotation: a 500, a truncated body, a
 * request held past the client's timeout, then healthy answers. GET /faults counts what it injected.
 * POST /reset-chain reverts the chain to `resetChain`'s snapshot: every test file that mines starts
 * from the freshly deployed devnet, whatever the files before it wrote. POST /logs-outage/on makes
 * every eth_getLogs fail with a 500 (a node that still tells its head but cannot serve logs) until
 * POST /logs-outage/off.
 */
export function startFaultyProxy(target: string, port: number, resetChain: () => Promise<void>): Promise<Server> {
  let requests = 0;
  let logsOutage = false;
  const injected = { errors: 0, truncated: 0, timeouts: 0 };
  const server = createServer((req, res) => {
    const outage = /^\/logs-outage\/(on|off)$/.exec(req.url ?? "");
    if (req.method === "POST" && outage !== null) {
      logsOutage = outage[1] === "on";
      res.end("{}");
      return;
    }
    if (req.method === "GET" && req.url === "/faults") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ requests, ...injected }));
      return;
    }
    if (req.method === "POST" && req.url === "/reset-chain") {
      resetChain().then(
        () => res.end("{}"),
        (error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        },
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (logsOutage && Buffer.concat(chunks).includes('"eth_getLogs"')) {
        injected.errors++;
        res.statusCode = 500;
        res.end("logs unavailable");
        return;
      }
      const turn = requests++ % 6;
      if (turn === 1) {
        injected.errors++;
        res.statusCode = 500;
        res.end("upstream failed");
        return;
      }
      if (turn === 3) {
        injected.timeouts++;
        setTimeout(() => res.destroy(), 3000);
        return;
      }
      const forward = httpRequest(target, { method: "POST", headers: { "content-type": "application/json" } }, (upstream) => {
        const body: Buffer[] = [];
        upstream.on("data", (chunk: Buffer) => body.push(chunk));
        upstream.on("end", () => {
          const whole = Buffer.concat(body);
          res.setHeader("content-type", "application/json");
          if (turn === 5 && whole.length > 2) {
            injected.truncated++;
            res.end(whole.subarray(0, Math.floor(whole.length / 2)));
            return;
          }
          res.end(whole);
        });
      });
      forward.on("error", () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
