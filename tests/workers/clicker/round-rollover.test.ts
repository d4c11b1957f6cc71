import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ClickerLiveMessage, clickerRoundsSchema } from "../../../shared/schemas/clicker";
import { callWorker } from "../call-worker";
import { knownToken } from "../known-token";
import { clickerCall, clickerSession, freshAddress, sendBatch, until } from "./clicker-client";

// The round's end, driven by running its object's alarm now: every batch sent around it is counted once, in the
// finished round's final board (D1) or in the next round, and watchers hear of it.

const DAY_MS = 24 * 3600 * 1000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const roundStub = (id: string) => env.CLICKER_ROUND.get(env.CLICKER_ROUND.idFromName(id));

/** A socket on the live board, with every frame it received. */
async function watch() {
  const response = await callWorker(new Request("http://app/api/v1/tools/clicker/live", { headers: { Upgrade: "websocket" } }));
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const frames: ClickerLiveMessage[] = [];
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(String(event.data)) as ClickerLiveMessage);
  });
  socket.accept();
  return { socket, frames };
}

describe("a round's end", () => {
  it("pushes each click to watchers, then writes the final board and moves later batches to the next round, losing none", { timeout: 120_000 }, async () => {
    const token = (await knownToken(`0x${"0a11".repeat(10)}`)).toLowerCase();
    const today = dateOf(Date.now());
    const tomorrow = dateOf(Date.now() + DAY_MS);
    const watcher = await watch();
    await until(() => watcher.frames.find((frame) => frame.type === "board"));

    const clickers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const ip = freshAddress();
        return { ip, sessionId: await clickerSession(ip), clicks: i + 1 };
      }),
    );
    const [first, ...rest] = clickers;
    expect((await sendBatch(first!.ip, first!.sessionId, token, first!.clicks)).status).toBe(200);
    const pushed = await until(() =>
      watcher.frames.flatMap((frame) => (frame.type === "board" ? frame.today : [])).find((tally) => tally.tokenAddress === token),
    );
    expect(pushed).toMatchObject({ clicks: first!.clicks, weightedVotes: first!.clicks, voters: 1 });

    // The alarm fires while 39 batches are on their way.
    const [answers] = await Promise.all([
      Promise.all(rest.map(({ ip, sessionId, clicks }) => sendBatch(ip, sessionId, token, clicks))),
      runDurableObjectAlarm(roundStub(today)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(rest.map(() => 200));

    // Once the round is over, a batch counts in the next one.
    const late = await sendBatch(first!.ip, first!.sessionId, token, 5);
    expect(await late.json()).toMatchObject({ round: { id: tomorrow }, accepted: 5 });

    const sent = clickers.reduce((sum, clicker) => sum + clicker.clicks, 0) + 5;
    const final = await env.DB.prepare("SELECT clicks, place FROM clicker_round_tokens WHERE round_id = ?1 AND token_address = ?2")
      .bind(today, token)
      .first<{ clicks: number; place: number }>();
    expect(final).not.toBeNull();
    const [next] = await roundStub(tomorrow).tallies([token]);
    expect(final!.clicks + next!.clicks).toBe(sent);
    expect(final!.clicks).toBeGreaterThanOrEqual(first!.clicks);

    const rolled = await until(() => watcher.frames.find((frame) => frame.type === "rolled"));
    expect(rolled).toEqual({ type: "rolled", round: today });

    const rounds = clickerRoundsSchema.parse(await (await clickerCall("GET", "/rounds", freshAddress())).json()).rounds;
    expect(rounds[0]).toMatchObject({ round: today, ...(final!.place === 1 ? { tokenAddress: token, clicks: final!.clicks } : {}) });
  });
});
