import { defineConfig, type ViteUserConfigFnPromise } from "vitest/config";
import indexerBench from "./vitest.indexer-bench.config";

// The holder benches (tests/workers/bench/holders-bench.ts), in the indexer benches' workerd setup.
export default defineConfig(async (configEnv) => {
  const base = await (indexerBench as ViteUserConfigFnPromise)(configEnv);
  return { ...base, test: { ...base.test, include: ["tests/workers/bench/holders-bench.ts"] } };
});
