import { describe, expect, it } from "vitest";
import { callWorker } from "../call-worker";
import { knownToken } from "../known-token";
import { clickerCall, clickerSession, freshAddress, freshBatchId, secondsToMidnight, sendBatch, todayOf } from "./clicker-client";

// The Token Clicker's counting, through the API as browsers and scripts reach it: exact totals under load, a
// replayed batch counted once, and floods from one session and one IP capped and shown as non-organic.

const token = (n: number) => `0x${"c1c4".repeat(9)}${n.toString(16).padStart(4, "0")}`;

describe("counting clicks", () => {
  it("counts 500 concurrent clickers on one token exactly", { timeout: 300_000 }, async () => {
    const target = await knownToken(token(1));
    const clickers = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const ip = freshAddress();
        return { ip, sessionId: await clickerSession(ip), clicks: (i % 50) + 1 };
      }),
    );
    const answers = await Promise.all(clickers.map(({ ip, sessionId, clicks }) => sendBatch(ip, sessionId, target, clicks)));
    expect(answers.map((answer) => answer.status)).toEqual(clickers.map(() => 200));
    const sent = clickers.reduce((sum, clicker) => sum + clicker.clicks, 0);
    // Each clicker is its own anonymous voter (weight 1) and stays under 100 clicks: all of it is organic.
    expect(await todayOf(target)).toMatchObject({ clicks: sent, weightedVotes: sent, organicVotes: sent, organicShare: 1, voters: 500 });
  });

  it("counts a batch sent ten times once, and answers each time what the first answer said", async () => {
    const target = await knownToken(token(2));
    const ip = freshAddress();
    const sessionId = await clickerSession(ip);
    const batchId = freshBatchId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendBatch(ip, sessionId, target, 17, batchId)));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<Record<string, unknown>>));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(bodies.filter((body) => body.duplicate === false)).toHaveLength(1);
    for (const body of bodies) expect(body).toMatchObject({ accepted: 17, token: { clicks: 17 }, you: { clicks: 17, rank: expect.any(Number) } });
    expect(await todayOf(target)).toMatchObject({ clicks: 17, weightedVotes: 17 });
    const standing = await clickerCall("POST", "/standing", freshAddress(), { sessionId });
    expect(await standing.json()).toEqual({ clicks: 17, rank: expect.any(Number) });
  });

  it("caps a scripted flood from one session at 3000 clicks a round, with Retry-After until midnight, and shows it as non-organic", {
    timeout: 120_000,
  }, async () => {
    const target = await knownToken(token(3));
    const ip = freshAddress();
    const sessionId = await clickerSession(ip);
    let accepted = 0;
    for (let i = 0; i < 60; i++) {
      const answer = await sendBatch(ip, sessionId, target, 50);
      expect(answer.status).toBe(200);
      accepted += ((await answer.json()) as { accepted: number }).accepted;
    }
    expect(accepted).toBe(3000);
    const refused = await sendBatch(ip, sessionId, target, 50);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(Math.abs(retryAfter - secondsToMidnight())).toBeLessThanOrEqual(2);
    expect(await refused.json()).toEqual({
      error: "Too Many Requests",
      message: `Click cap reached for this session: at most 3000 clicks a round. Retry after ${retryAfter} second${retryAfter === 1 ? "" : "s"}, when the next round starts.`,
    });
    // One voter: its first 100 clicks are organic, the other 2,900 are not.
    expect(await todayOf(target)).toMatchObject({ clicks: 3000, weightedVotes: 3000, organicVotes: 100, organicShare: 100 / 3000, voters: 1 });
  });

  it("caps a flood of sessions from one IP address at 20000 clicks a round and counts them as one voter", { timeout: 300_000 }, async () => {
    const target = await knownToken(token(4));
    const ip = freshAddress();
    const sessions = await Promise.all(Array.from({ length: 7 }, () => clickerSession(ip)));
    let accepted = 0;
    // 7 sessions × 60 batches × 50 clicks = 21,000 clicks offered: the last 1,000 meet the address's cap.
    for (let round = 0; round < 60; round++) {
      const answers = await Promise.all(sessions.map((sessionId) => sendBatch(ip, sessionId, target, 50)));
      for (const answer of answers) if (answer.status === 200) accepted += ((await answer.json()) as { accepted: number }).accepted;
    }
    expect(accepted).toBe(20000);
    const refused = await sendBatch(ip, sessions[0]!, target, 1);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Click cap reached for this IP address: at most 20000 clicks a round\./);
    expect(await todayOf(target)).toMatchObject({ clicks: 20000, organicVotes: 100, organicShare: 100 / 20000, voters: 1 });
  });

  it("counts the sessions of one IPv6 /64 as one voter, and the next /64 as another", async () => {
    const target = await knownToken(token(6));
    const [a, b, c] = ["2001:db8:c1c4:1::a", "2001:db8:c1c4:1:ffff::b", "2001:db8:c1c4:2::a"];
    const sessions = await Promise.all([a, b, c].map((ip) => clickerSession(ip)));
    for (const [ip, sessionId] of [a, b, c].map((ip, i) => [ip, sessions[i]!] as const)) {
      for (let i = 0; i < 2; i++) expect((await sendBatch(ip, sessionId, target, 40)).status).toBe(200);
    }
    // a and b share 2001:db8:c1c4:1::/64: one voter with 160 clicks, 100 of them organic; c is a second voter, 80 organic.
    expect(await todayOf(target)).toMatchObject({ clicks: 240, weightedVotes: 240, organicVotes: 180, organicShare: 180 / 240, voters: 2 });
  });
});

describe("refusing bad batches", () => {
  it("answers 400 with a plain message for malformed batches, 401 for a forged session and 404 for an unknown token", async () => {
    const ip = freshAddress();
    const sessionId = await clickerSession(ip);
    const target = await knownToken(token(5));
    const cases: [unknown, number, string][] = [
      [{ sessionId, batchId: freshBatchId(), tokenAddress: target, clicks: 51 }, 400, "A batch carries at most 50 clicks"],
      [{ sessionId, batchId: freshBatchId(), tokenAddress: target, clicks: 0 }, 400, "A batch carries at least 1 click"],
      [{ sessionId, batchId: freshBatchId(), tokenAddress: target, clicks: 2.5 }, 400, "Clicks must be a whole number"],
      [{ sessionId, batchId: "x", tokenAddress: target, clicks: 1 }, 400, "Batch ID must be 8 to 64 letters, digits, - or _"],
      [{ sessionId, batchId: freshBatchId(), tokenAddress: "0x12", clicks: 1 }, 400, "Token address must be 0x and 40 hex digits"],
      [
        { sessionId: `${sessionId.split(".")[0]}.${"A".repeat(43)}`, batchId: freshBatchId(), tokenAddress: target, clicks: 1 },
        401,
        "Session ID is not one this server issued: get one from POST /api/v1/token-reactions/session",
      ],
      [{ sessionId, batchId: freshBatchId(), tokenAddress: `0x${"ab".repeat(20)}`, clicks: 1 }, 404, `Token not found: 0x${"ab".repeat(20)}`],
    ];
    for (const [body, status, message] of cases) {
      const answer = await callWorker(
        new Request("http://app/api/v1/tools/clicker/batches", {
          method: "POST",
          headers: { "content-type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify(body),
        }),
      );
      expect({ status: answer.status, message: ((await answer.json()) as { message: string }).message }).toEqual({ status, message });
    }
    const junk = await callWorker(
      new Request("http://app/api/v1/tools/clicker/batches", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: "{".repeat(5000) }),
    );
    expect(junk.status).toBe(400);
    expect(await todayOf(target)).toBeUndefined();
  });
});
