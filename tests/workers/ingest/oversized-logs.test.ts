import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { readCursor } from "../../../workers/db/indexed-blocks";
import { type IngestDeps, ingestStep } from "../../../workers/ingest/ingest-step";

// A node that refuses eth_getLogs answers over a few hundred logs, as public nodes cap answers by size:
// a refused range is split at once, never asked again, and indexing still reaches the head.
const resumed = inject("resumedDevnet");
const capped = chainReader(resumed.cappedRpcUrl, { attempts: 3, firstDelayMs: 10, maxDelayMs: 50 });
const deps: IngestDeps = { db: env.DB, reader: capped, watched: watchedContracts(devnetChainConfig(resumed.rpcUrl, resumed.contracts)), startBlock: () => 0 };

describe("eth_getLogs answers larger than the node gives", () => {
  it("split their range at once, never ask for it twice, and reach the head", async () => {
    const head = await capped.head();
    let refusedSteps = 0;
    for (let step = 0; step < 500; step++) {
      const result = await ingestStep(deps, 1000);
      if (result.kind === "idle") break;
      if (result.kind === "ingested" && result.cursor - result.from + 1 < 1000 && result.cursor < result.head) refusedSteps++;
    }
    expect((await readCursor(env.DB))!.number).toBeGreaterThanOrEqual(head);
    const refused = (await (await fetch(`${resumed.cappedRpcUrl}/refused`)).json()) as string[];
    expect(refused.length).toBeGreaterThan(0);
    expect(refusedSteps).toBeGreaterThan(0);
    // Each refused range was asked once: a refusal is final, not retried.
    expect(new Set(refused).size).toBe(refused.length);
  });
});
