import { defineConfig } from "vitest/config";
import { workerdConfig } from "./vitest.workerd";

// The benches that run inside workerd with the real D1 (tests/bench/workerd/*-bench.ts); name a file to run one.
export default defineConfig(() =>
  workerdConfig({
    include: ["tests/bench/workerd/*-bench.ts"],
    testTimeout: 900_000,
  }),
);
