import { defineConfig } from "vitest/config";
import indexerBench from "./vitest.indexer-bench.config";

// The market-list benches (tests/workers/bench/market-lists-bench.ts), set up as the indexer's benches are.
export default defineConfig(async (env) => {
  const config = await indexerBench(env);
  return { ...config, test: { ...config.test, include: ["tests/workers/bench/market-lists-bench.ts"] } };
});
