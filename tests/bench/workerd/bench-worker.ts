import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../workers/index";
import type { IngestDeps } from "../../../workers/ingest/ingest-step";
import { ingestDepsOver } from "./synthetic-chain";

// What the benches inside workerd share: ingestion without a node, and timed requests to the worker.

/** Ingest dependencies over the test D1, for ranges the bench builds itself. */
export function benchDeps(launchpad: string | null = null): IngestDeps {
  return ingestDepsOver(env.DB, launchpad);
}

/** Requests `paths` for `rounds` rounds through the worker; p50, p99 and the slowest of all of them, in ms. */
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
  return { p50: at(0.5), p99: at(0.99), max: at(1), n: times.length };
}
