import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { ChainReader } from "../../../workers/chain/chain-reader";
import type { Watched } from "../../../workers/chain/watched";
import worker from "../../../workers/index";
import type { IngestDeps } from "../../../workers/ingest/ingest-step";

// What the benches inside workerd share: ingestion without a node, and timed requests to the worker.

const noRead = () => Promise.reject(new Error("the bench reads no node"));
const noNode: ChainReader = { head: noRead, block: noRead, logs: noRead, token: noRead, totalSupply: noRead };

/** Ingest dependencies over the test D1, for ranges the bench builds itself. */
export function benchDeps(launchpad: string | null = null): IngestDeps {
  const watched: Watched = { launchpad, v2Factory: null, v3Factory: null, stablecoins: new Set(), hypeReferencePools: new Set() };
  return { db: env.DB, reader: noNode, watched, startBlock: () => 0 };
}

/** Requests `paths` for `rounds` rounds through the worker; p50 and p99 of all of them, in ms. */
export async function timeRequests(paths: string[], rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const ctx = createExecutionContext();
      const started = performance.now();
      const res = await worker.fetch(new Request(`http://app${path}`), env, ctx);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2);
  return { p50: at(0.5), p99: at(0.99), n: times.length };
}
