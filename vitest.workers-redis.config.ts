import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The cache tests again, with the worker's cache on Upstash Redis: the global setup starts a real
// redis-server behind the devnet's Upstash REST server and passes its URL and token as bindings.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            UPSTASH_REDIS_REST_URL: inject("upstashUrl"),
            UPSTASH_REDIS_REST_TOKEN: inject("upstashToken"),
          },
        },
      })),
    ],
    test: {
      include: ["tests/workers/cache.test.ts", "tests/workers-redis/**/*.test.ts"],
      setupFiles: ["tests/workers/apply-migrations.ts"],
      globalSetup: ["tests/devnet/upstash-global-setup.ts"],
      testTimeout: 30_000,
    },
  };
});
