import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Voter } from "../../../workers/clicker/round-ledger";

// A round with a huge board rolls over whole: its final board goes to D1 in chunks, and a write that fails is
// tried again from where it stopped, with nothing lost or counted twice.

const TOKENS = 1_234;
const today = () => new Date().toISOString().slice(0, 10);
const roundStub = () => env.CLICKER_ROUND.get(env.CLICKER_ROUND.idFromName(today()));
const tokenAt = (n: number) => `0x${"5a5e".repeat(9)}${n.toString(16).padStart(4, "0")}`;

const savedRows = async () =>
  (await env.DB.prepare(
    "SELECT COUNT(*) AS n, COALESCE(SUM(clicks), 0) AS clicks, COUNT(DISTINCT place) AS places, MIN(place) AS first, MAX(place) AS last FROM clicker_round_tokens WHERE round_id = ?1",
  )
    .bind(today())
    .first<{ n: number; clicks: number; places: number; first: number; last: number }>())!;

describe("saving a round's final board", () => {
  it("writes 1,234 tokens in chunks, and after a failed write goes on until every one is in", { timeout: 120_000 }, async () => {
    const stub = roundStub();
    const voter: Voter = { session: "save-test", ip: "198.18.200.1", wallet: null, voter: "ip:198.18.200.1", tier: "anonymous" };
    // Token n gets (n % 3) + 1 clicks: 1,234 tokens, 2,467 clicks.
    let sent = 0;
    for (let n = 0; n < TOKENS; n++) {
      const clicks = (n % 3) + 1;
      sent += clicks;
      expect(await stub.batch(today(), { ...voter, session: `save-${n}` }, `save-batch-${n}`, tokenAt(n), clicks)).toMatchObject({
        kind: "counted",
        accepted: clicks,
      });
    }

    // D1 refuses the board's rows (a real failure: the table is away): the alarm re-arms instead of giving up.
    await env.DB.exec("ALTER TABLE clicker_round_tokens RENAME TO clicker_round_tokens_away");
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await env.DB.exec("ALTER TABLE clicker_round_tokens_away RENAME TO clicker_round_tokens");
    expect(await savedRows()).toMatchObject({ n: 0 });
    const rounds = () => env.DB.prepare("SELECT clicks FROM clicker_rounds WHERE round_id = ?1").bind(today()).first<{ clicks: number }>();
    expect(await rounds()).toBeNull();

    // The re-armed alarm writes it all.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await savedRows()).toEqual({ n: TOKENS, clicks: sent, places: TOKENS, first: 1, last: TOKENS });
    expect(await rounds()).toEqual({ clicks: sent });
    // Nothing more to do: the alarm is not armed again.
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });
});
