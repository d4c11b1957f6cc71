import { describe, expect, it } from "vitest";
import { loggableMessage } from "../../../../workers/http/loggable-message";

describe("an error's message for the log", () => {
  it("keeps a plain message whole", () => {
    expect(loggableMessage(new Error("wallet provider unreachable"))).toBe("wallet provider unreachable");
  });

  it("keeps only the first line: the node's URL and the request body follow it in viem's messages", () => {
    const viem = new Error("HTTP request failed.\n\nStatus: 500\nURL: https://rpc.example/v1/secret-key\nRequest body: {}");
    expect(loggableMessage(viem)).toBe("HTTP request failed.");
  });

  it("says only that a database query failed: D1 quotes SQL and names tables", () => {
    expect(loggableMessage(new Error("D1_ERROR: no such table: cron_runs: SQLITE_ERROR"))).toBe("a database query failed");
    expect(loggableMessage(new Error('near "FROM": syntax error: SQLITE_ERROR'))).toBe("a database query failed");
  });
});
