import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { ViteUserConfig } from "vitest/config";
import { readWranglerConfig } from "./scripts/lib/wrangler-config";

type TestOptions = NonNullable<ViteUserConfig["test"]>;

/**
 * A vitest config whose tests run inside workerd with the real bindings of wrangler.toml (D1, KV,
 * Durable Objects) and every D1 migration applied: the worker tests and the workerd benches.
 */
export async function workerdConfig(test: TestOptions): Promise<ViteUserConfig> {
  // wrangler.toml's assets folder must exist for workerd to start; the benches need no assets, so a
  // fresh clone runs them without a frontend build (the worker tests that serve assets build it first).
  mkdirSync(readWranglerConfig().assets.directory, { recursive: true });
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // A test-only reaction session secret: the worker refuses to issue sessions without one.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, REACTION_SESSION_SECRET: "test-reaction-session-secret-0123456789abcdef" } },
      }),
    ],
    test: { setupFiles: ["tests/workers/apply-migrations.ts"], ...test },
  };
}
