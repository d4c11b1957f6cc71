import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

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
