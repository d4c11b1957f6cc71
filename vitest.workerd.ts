import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { ViteUserConfig } from "vitest/config";

type TestOptions = NonNullable<ViteUserConfig["test"]>;

/**
 * A vitest config whose tests run inside workerd with the real bindings of wrangler.toml (D1, KV,
 * Durable Objects) and every D1 migration applied: the worker tests and the workerd benches.
 */
export async function workerdConfig(test: TestOptions): Promise<ViteUserConfig> {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: { setupFiles: ["tests/workers/apply-migrations.ts"], ...test },
  };
}
