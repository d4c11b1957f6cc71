import { defineConfig } from "vitest/config";
import { workerdConfig } from "./vitest.workerd";

// The indexer's benches, inside workerd with the real D1 (see tests/bench/workerd/indexer-bench.ts).
export default defineConfig(() =>
  workerdConfig({
    include: ["tests/bench/workerd/*-bench.ts"],
    testTimeout: 900_000,
  }),
);
