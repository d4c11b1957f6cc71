import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHAIN_UNAVAILABLE } from "../../workers/tools/chain-unavailable";
import { callWorker } from "./call-worker";

describe("health check", () => {
  it("answers 200 with the chain it serves", async () => {
    const res = await SELF.fetch("http://app/api/v1/misc/health-check");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json<{ status: string; chain: string }>();
    expect(body).toMatchObject({ status: "ok", chain: "devnet" });
  });
});

describe("error convention", () => {
  it("answers an unknown /api route with a 404 JSON body", async () => {
    const res = await SELF.fetch("http://app/api/v1/no-such-thing?x=1");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: "Not Found",
      message: "No route for GET /api/v1/no-such-thing",
    });
  });

  it("answers a wrong method on a known path with a 404 JSON body", async () => {
    const res = await SELF.fetch("http://app/api/v1/misc/health-check", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not Found" });
  });

  it("answers a failure inside a handler with a 500 that leaks no internals", async () => {
    // The table the health check reads goes missing for this request only: the file's other tests keep their storage.
    await env.DB.exec("ALTER TABLE cron_runs RENAME TO cron_runs_hidden");
    let res: Response;
    let text: string;
    try {
      res = await SELF.fetch("http://app/api/v1/misc/health-check");
      text = await res.text();
    } finally {
      await env.DB.exec("ALTER TABLE cron_runs_hidden RENAME TO cron_runs");
    }
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: "Internal Server Error",
      message: "Something went wrong. Please try again.",
    });
    expect(text).not.toMatch(/cron_runs|SQLITE|D1_|at .*\.ts/);
    expect((await SELF.fetch("http://app/api/v1/misc/health-check")).status).toBe(200);
  });
});

describe("the tools without a node", () => {
  // Nothing listens there: every read of the chain is refused.
  const noNode = { RPC_URL: "http://127.0.0.1:1" };
  const token = "0x0000000000000000000000000000000000000abc";

  it("answer their documented 503, and no read of the chain is left failing unhandled after the answer", async () => {
    const unhandled: unknown[] = [];
    const record = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    addEventListener("unhandledrejection", record);
    try {
      for (const path of ["/api/v1/tools/gas", "/api/v1/tools/peg", `/api/v1/tools/sniffer/${token}?fresh=1`]) {
        const res = await callWorker(new Request(`http://app${path}`), noNode);
        expect(res.status, path).toBe(503);
        expect(await res.json()).toEqual({ error: "Service Unavailable", message: CHAIN_UNAVAILABLE });
      }
      // An unknown token is unknown whatever the node says: the index's 404, though its chain read fails too.
      const map = await callWorker(new Request(`http://app/api/v1/tools/bubble-map/${token}`), noNode);
      expect({ status: map.status, body: await map.json() }).toEqual({ status: 404, body: { error: "Not Found", message: `Token ${token} not found` } });
      // A refused read is retried once after 150 ms: by now every read has failed.
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
      removeEventListener("unhandledrejection", record);
    }
    expect(unhandled).toEqual([]);
  });
});
