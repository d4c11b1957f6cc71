import { createScheduledController, env } from "cloudflare:test";
import { numberToHex } from "viem";
import { expect, it } from "vitest";
import worker from "../../../workers/index";
import { launchBlockBuyers } from "../../../workers/queries/launch-block-buyers";
import { syntheticChain } from "../ingest/synthetic-ingest";

// A bundle's buyers (those who bought in the creation block) are still found once retention moved that block's
// swaps to R2: the bubble map marks them as bought at launch however old the launch is.

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

it("finds the buyers of a launch's creation block after retention archived its swaps", async () => {
  const { pairs, ingest } = await syntheticChain(2600);
  // Ten-day-old blocks, then enough recent ones that the old ones are final and archived.
  await ingest(50, NOW - 10 * DAY);
  await ingest(300, NOW - 400);
  // A launch whose curve is the first pair, created in block 1, where that pair's only trade was a buy.
  const curve = pairs[0]!.address;
  await env.DB.prepare(
    `INSERT INTO tokens (address, name, symbol, decimals, token_type, creation_block, block_number, created_at, updated_at)
     VALUES (?1, 'Bundled', 'BNDL', 6, 'launchpad', 1, 1, ?2, ?2)`,
  )
    .bind(curve, new Date().toISOString())
    .run();
  const buyer = numberToHex(0xbeef0000 + 2, { size: 20 });
  expect(await launchBlockBuyers(env, curve)).toEqual([buyer]);

  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: NOW * 1000 }), env);
  const inD1 = await env.DB.prepare("SELECT COUNT(*) AS n FROM swap_rows WHERE block_number = 1").first<number>("n");
  expect(inD1).toBe(0);
  expect(await launchBlockBuyers(env, curve)).toEqual([buyer]);
});
