import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { ProvidedContext } from "vitest";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { readWranglerConfig } from "./scripts/lib/wrangler-config";

// One configuration, one project per kind of test; run one with `vitest run --project <name>` (package.json's
// test:* scripts). scripts/test.ts runs them in its own order, the worker tests beside the devnet tests.

type TestOptions = NonNullable<TestProjectInlineConfiguration["test"]>;
/** Bindings beyond wrangler.toml's, from what the project's global setup provides. */
type WorkerBindings = (inject: <K extends keyof ProvidedContext>(key: K) => ProvidedContext[K]) => Record<string, string>;

/**
 * A project whose tests run inside workerd with the real bindings of wrangler.toml (D1, KV, Durable Objects)
 * and every D1 migration applied: the worker tests, the worker tests on Redis and the workerd benches.
 */
async function workerdProject(test: TestOptions, bindings: WorkerBindings = () => ({})): Promise<TestProjectInlineConfiguration> {
  // wrangler.toml's assets folder must exist for workerd to start; the benches need no assets, so a
  // fresh clone runs them without a frontend build (the worker tests that serve assets build it first).
  mkdirSync(readWranglerConfig().assets.directory, { recursive: true });
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        // A test-only reaction session secret: the worker refuses to issue sessions without one.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            REACTION_SESSION_SECRET: "test-reaction-session-secret-0123456789abcdef",
            ...bindings(inject),
          },
        },
      })),
    ],
    // @openzeppelin/merkle-tree's CommonJS requires (@metamask/abi-utils) load only bundled into one module.
    test: {
      setupFiles: ["tests/workers/apply-migrations.ts"],
      deps: { optimizer: { ssr: { enabled: true, include: ["@openzeppelin/merkle-tree"] } } },
      ...test,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      // Node-side tests of the devnet, its services and the stack's processes; beside a feature's worker tests,
      // its node-side ones (a real wrangler process, say) are named *.devnet.test.ts.
      {
        test: {
          name: "devnet",
          include: ["tests/devnet/**/*.test.ts", "tests/**/*.devnet.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      workerdProject(
        {
          name: "workers",
          include: ["tests/workers/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.devnet.test.ts", "tests/workers/trading-bot/**"],
          // A devnet (anvil with HyperSwap and the launchpad) for the indexer's tests. The files that mine
          // on it reset it first, so they run one at a time. The sign-in tests get the local wallet provider
          // and OpenID issuer.
          globalSetup: [
            "tests/devnet/indexer-chain.ts",
            "tests/devnet/sign-in-global-setup.ts",
            "tests/devnet/whitelist-chain.ts",
            "tests/devnet/lending-chain.ts",
          ],
          fileParallelism: false,
          // Hundreds of requests through Durable Objects per test: room for a busy 2-core machine.
          testTimeout: 30_000,
        },
        // The tests rewrite D1 between reads of one URL; tests/workers/edge-cache/ turns the edge cache back on.
        () => ({ EDGE_CACHE: "off" }),
      ),
      // The trading bot's tests: its Durable Objects send trades themselves, so the worker's own bindings (not only a
      // request's) carry the devnet chain and the wallet provider's trading key.
      workerdProject(
        {
          name: "workers-bot",
          include: ["tests/workers/trading-bot/**/*.test.ts"],
          globalSetup: ["tests/devnet/indexer-chain.ts", "tests/devnet/sign-in-global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
        (inject) => {
          const [devnet, services] = [inject("indexerDevnet"), inject("signInServices")];
          return {
            RPC_URL: devnet.rpcUrl,
            CHAIN_CONTRACTS: JSON.stringify(devnet.contracts),
            TURNKEY_API_BASE_URL: services.providerUrl,
            TURNKEY_ORGANIZATION_ID: services.organizationId,
            TURNKEY_TRADING_API_PUBLIC_KEY: services.tradingPublicKey,
            TURNKEY_TRADING_API_PRIVATE_KEY: services.tradingPrivateKey,
          };
        },
      ),
      // The cache tests again, with the worker's cache on Upstash Redis: the global setup starts a real
      // redis-server behind the devnet's Upstash REST server and passes its URL and token as bindings.
      workerdProject(
        {
          name: "workers-redis",
          include: ["tests/workers/cache.test.ts", "tests/workers-redis/**/*.test.ts"],
          globalSetup: ["tests/devnet/upstash-global-setup.ts"],
          testTimeout: 30_000,
        },
        (inject) => ({ UPSTASH_REDIS_REST_URL: inject("upstashUrl"), UPSTASH_REDIS_REST_TOKEN: inject("upstashToken") }),
      ),
      // The benches that run inside workerd with the real D1 (tests/bench/workerd/*-bench.ts); name a file to run one.
      workerdProject({ name: "workerd-bench", include: ["tests/bench/workerd/*-bench.ts"], testTimeout: 900_000 }),
    ],
  },
});
