import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";

// Worker tests run inside workerd with the real bindings of wrangler.toml (D1, KV, Durable Objects).
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
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["tests/workers/apply-migrations.ts"],
      // A devnet (anvil with HyperSwap and the launchpad) for the indexer's tests.
      globalSetup: ["tests/devnet/indexer-chain.ts"],
      // Hundreds of requests through Durable Objects per test: room for a busy 2-core machine.
      testTimeout: 30_000,
    },
  };
});
