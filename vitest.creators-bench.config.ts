import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";

// The creator-score benches, inside workerd with the real D1 (see tests/workers/bench/creator-scores-bench.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ["tests/workers/bench/creator-scores-bench.ts"],
      setupFiles: ["tests/workers/apply-migrations.ts"],
      testTimeout: 900_000,
    },
  };
});
