import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PairDetailResponse } from "../../../shared/schemas/pair-detail";
import type { TraderResponse } from "../../../shared/schemas/trader-analytics";
import worker from "../../../workers/index";
import { type ArchivedGroup, groupObjectKey } from "../../../workers/stores/swap-archive";
import { callWorker } from "../call-worker";
import { syntheticChain } from "../ingest/synthetic-ingest";

// A trader whose swaps are partly in R2 (older than 3 days) and partly in D1: the 7-day window and the pair's
// count of its creator's swaps read both.

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

const get = async <T>(path: string) => {
  const res = await callWorker(new Request(`http://app${path}`));
  expect(res.status).toBe(200);
  return res.json<T>();
};

describe("archived swaps in a trader's windows and a creator's count", () => {
  it("count the same before and after the trader's older swap moved to R2", async () => {
    const { pairs, ingest } = await syntheticChain(1700);
    const pair = pairs[0]!;
    // Traders come back every 2,500 blocks: block 50's buyer on the first pair, four days ago (inside the 7-day
    // window, older than the 3 days D1 keeps), trades it again at block 2,550, within the last day.
    await ingest(100, NOW - 4 * DAY);
    await ingest(2500, NOW - DAY + 3600);
    await ingest(300, NOW - 400);
    const trader = (await env.DB.prepare("SELECT trader_address FROM swaps WHERE block_number = 50 AND pair_address = ?1")
      .bind(pair.address)
      .first<string>("trader_address"))!;
    const traderSwaps = () => env.DB.prepare("SELECT COUNT(*) AS n FROM swaps WHERE trader_address = ?1").bind(trader).first<number>("n");
    expect(await traderSwaps()).toBe(2);
    const pairId = (await env.DB.prepare("SELECT id FROM pairs WHERE address = ?1").bind(pair.address).first<number>("id"))!;
    await env.DB.prepare("UPDATE tokens SET creator_address = ?1 WHERE address = ?2").bind(trader, pair.token).run();

    const report = () => get<TraderResponse>(`/api/v1/indexer/trader/${trader}`);
    const creatorSwaps = async () => (await get<PairDetailResponse>(`/api/v1/indexer/info/${pair.address}`)).pair?.creatorSwaps;
    const before = await report();
    const windowTrades = (answer: TraderResponse, window: "24h" | "7d") => answer.analytics.windows[window].buys + answer.analytics.windows[window].sells;
    expect([windowTrades(before, "24h"), windowTrades(before, "7d")]).toEqual([1, 2]);
    expect(await creatorSwaps()).toBe(2);

    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: NOW * 1000 }), env);

    expect(await traderSwaps()).toBe(1);
    const after = await report();
    expect([windowTrades(after, "24h"), windowTrades(after, "7d")]).toEqual([1, 2]);
    expect(after).toEqual(before);
    expect(await creatorSwaps()).toBe(2);

    // The count comes from the trader's groups' per-pair counts in D1: it holds with the archive's objects gone, and
    // groups archived before counts were kept (pair_swaps NULL) are counted from R2.
    const groups = "archived_swap_groups WHERE owner_kind = 1 AND owner_id = (SELECT id FROM traders WHERE address = ?1)";
    const counts = await env.DB.prepare(`SELECT * FROM ${groups}`).bind(trader).all<ArchivedGroup>();
    expect(counts.results.map((group) => JSON.parse(group.pair_swaps!))).toEqual([{ [pairId]: 1 }]);
    await env.DB.prepare(`UPDATE ${groups.replace(" WHERE", " SET pair_swaps = NULL WHERE")}`)
      .bind(trader)
      .run();
    expect(await creatorSwaps()).toBe(2);
    await env.DB.prepare(`UPDATE ${groups.replace(" WHERE", " SET pair_swaps = ?2 WHERE")}`)
      .bind(trader, counts.results[0]!.pair_swaps)
      .run();
    await env.SWAP_ARCHIVE.delete(counts.results.map(groupObjectKey));
    expect(await creatorSwaps()).toBe(2);
  });
});
