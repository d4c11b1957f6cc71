import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { cloudflareCron, startLocalCrons, wranglerCrons } from "../../../../scripts/lib/local-crons";

const runsAfter = (cron: string, from: string, count: number) =>
  cloudflareCron(cron)
    .nextRuns(count, from)
    .map((run) => run.toISOString());

describe("local crons (wrangler dev fires none)", () => {
  it("fires wrangler.toml's triggers: creator scores every 5 minutes, the ingest watchdog every minute", () => {
    expect(wranglerCrons()).toEqual(["*/5 * * * *", "* * * * *"]);
    expect(runsAfter("*/5 * * * *", "2026-03-06T09:07:30Z", 3)).toEqual(["2026-03-06T09:10:00.000Z", "2026-03-06T09:15:00.000Z", "2026-03-06T09:20:00.000Z"]);
    expect(runsAfter("* * * * *", "2026-03-06T09:07:30Z", 2)).toEqual(["2026-03-06T09:08:00.000Z", "2026-03-06T09:09:00.000Z"]);
  });

  it("keeps any schedule wrangler accepts, in UTC as Cloudflare does", () => {
    expect(runsAfter("0 */2 * * *", "2026-03-06T09:07:30Z", 3)).toEqual(["2026-03-06T10:00:00.000Z", "2026-03-06T12:00:00.000Z", "2026-03-06T14:00:00.000Z"]);
    // From a Friday morning: that Friday, then Monday and Tuesday; not the weekend.
    expect(runsAfter("30 9 * * 1-5", "2026-03-06T09:07:30Z", 3)).toEqual(["2026-03-06T09:30:00.000Z", "2026-03-09T09:30:00.000Z", "2026-03-10T09:30:00.000Z"]);
  });

  it("refuses an expression Cloudflare would refuse rather than firing it at the wrong times", () => {
    expect(() => cloudflareCron("61 * * * *")).toThrow();
    // Six fields would be seconds, which cron triggers do not have.
    expect(() => cloudflareCron("*/10 * * * * *")).toThrow();
  });

  it("says which cron failed and why: the first line of the runtime's answer, not its stack", async () => {
    // What wrangler's runtime answers /__scheduled when the handler throws: the error, then its stack.
    const server = createServer((request, response) => {
      const cron = new URL(request.url ?? "/", "http://app").searchParams.get("cron");
      if (cron !== "*/5 * * * *") return void response.end("ok");
      response.writeHead(500).end("TimeoutError: The operation was aborted due to timeout\n    at async Object.fetch (file:///entry.worker.js:4661:22)");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(startLocalCrons(url)).rejects.toThrow(
        new Error("the */5 * * * * cron failed (HTTP 500): TimeoutError: The operation was aborted due to timeout"),
      );
    } finally {
      server.close();
    }
  });
});
