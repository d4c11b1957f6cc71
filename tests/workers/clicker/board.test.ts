import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clickerBoardSchema } from "../../../shared/schemas/clicker";
import { callWorker } from "../call-worker";
import { knownToken } from "../known-token";
import { board, clickerSession, freshAddress, sendBatch } from "./clicker-client";

// The public board as a crowd refreshing it meets it: one read of the round's object a second, whoever asks.

/** The worker tests run with the edge cache off; this turns it on, as deployed. */
const CACHE_ON = { EDGE_CACHE: undefined };
const TOKEN = `0x${"c1ca".repeat(10)}`;

async function readBoard() {
  const response = await callWorker(
    new Request("http://lqscan.test/api/v1/tools/clicker/board", { headers: { "CF-Connecting-IP": freshAddress() } }),
    CACHE_ON,
  );
  expect(response.status).toBe(200);
  const board = clickerBoardSchema.parse(await response.json());
  return {
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    clicks: board.today.find((row) => row.tokenAddress === TOKEN)?.clicks ?? 0,
  };
}

describe("the clicker's board", () => {
  it("is read from the round once for a crowd, and shows new clicks after a second at most", { timeout: 60_000 }, async () => {
    await knownToken(TOKEN);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => readBoard()));
    expect(crowd.filter(({ cache }) => cache === "miss")).toHaveLength(1);
    expect(crowd.filter(({ cache }) => cache === "hit")).toHaveLength(19);
    expect(new Set(crowd.map(({ cacheControl }) => cacheControl))).toEqual(new Set(["public, max-age=1, stale-while-revalidate=5"]));

    const ip = freshAddress();
    expect((await sendBatch(ip, await clickerSession(ip), TOKEN, 7)).status).toBe(200);
    const started = Date.now();
    let after = await readBoard();
    while (after.cache === "hit") after = await readBoard();
    expect(after.clicks).toBe(7);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("counts a round once in the all-time leaders while its object still answers after its final board is written", { timeout: 60_000 }, async () => {
    const token = (await knownToken(`0x${"c1cc".repeat(10)}`)).toLowerCase();
    const ip = freshAddress();
    expect((await sendBatch(ip, await clickerSession(ip), token, 11)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    // The round's end came (its alarm wrote the final board to D1) while the board still reads this round.
    expect(await runDurableObjectAlarm(env.CLICKER_ROUND.get(env.CLICKER_ROUND.idFromName(today)))).toBe(true);
    const read = await board();
    expect(read.today.find((row) => row.tokenAddress === token)).toMatchObject({ clicks: 11, weightedVotes: 11 });
    expect(read.allTime.find((row) => row.tokenAddress === token)).toMatchObject({ clicks: 11, weightedVotes: 11, organicVotes: 11, voters: 1 });
  });
});
