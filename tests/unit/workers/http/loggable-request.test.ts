import { describe, expect, it } from "vitest";
import { loggableRequest, withoutSessionIds } from "../../../../workers/http/loggable-message";

const SESSION_ID = "q1Zc3m9Xr0aT5bW2yE7uKg.3Jx0dQyq0n2b6J8Zq4sV7uV5mKq8c1rR9yT2fA0wLhE";
const TOKEN = "0x5555555555555555555555555555555555555555";

describe("request lines in logs", () => {
  it("mask the session id of a reaction session read and keep the rest of the line", () => {
    expect(withoutSessionIds(`[wrangler:info] GET /api/v1/token-reactions/session/${SESSION_ID}/${TOKEN} 200 OK (4ms)`)).toBe(
      `[wrangler:info] GET /api/v1/token-reactions/session/<session>/${TOKEN} 200 OK (4ms)`,
    );
    expect(loggableRequest(new Request(`http://app/api/v1/token-reactions/session/${SESSION_ID}/${TOKEN}`))).toBe(
      `GET /api/v1/token-reactions/session/<session>/${TOKEN}`,
    );
  });

  it("leave every other path as it is", () => {
    expect(loggableRequest(new Request(`http://app/api/v1/token-reactions/${TOKEN}/rocket`, { method: "POST" }))).toBe(
      `POST /api/v1/token-reactions/${TOKEN}/rocket`,
    );
  });
});
