import { createServer, request as httpRequest } from "node:http";
import getPort from "get-port";

/** A node that refuses eth_getLogs answers over `maxLogs` logs, as public nodes cap answers by size; everything else passes through. */
export type CappedRpc = { url: string; close: () => void };

type RpcRequest = { id: number; method: string; params?: { fromBlock: string; toBlock: string }[] };

/**
 * A JSON-RPC proxy in front of `target` that answers an eth_getLogs whose logs exceed `maxLogs` with the
 * error public nodes give ("query returned more than N results"). GET /refused lists the refused ranges
 * (`from-to`, in order), so a test can see a range was never asked twice.
 */
export async function startCappedRpc(target: string, maxLogs: number): Promise<CappedRpc> {
  const refused: string[] = [];
  const forward = (body: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      const upstream = httpRequest(target, { method: "POST", headers: { "content-type": "application/json" } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve(Buffer.concat(chunks)));
      });
      upstream.on("error", reject);
      upstream.end(body);
    });
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/refused") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(refused));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const answer = await forward(body).catch(() => null);
      if (answer === null) return res.destroy();
      const request = JSON.parse(body.toString()) as RpcRequest | RpcRequest[];
      const parsed = JSON.parse(answer.toString()) as { result?: unknown };
      if (!Array.isArray(request) && request.method === "eth_getLogs" && Array.isArray(parsed.result) && parsed.result.length > maxLogs) {
        const range = request.params![0]!;
        refused.push(`${Number(range.fromBlock)}-${Number(range.toBlock)}`);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ jsonrpc: "2.0", id: request.id, error: { code: -32005, message: `query returned more than ${maxLogs} results` } }));
        return;
      }
      res.setHeader("content-type", "application/json");
      res.end(answer);
    });
  });
  const port = await getPort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
