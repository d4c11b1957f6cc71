import { defineConfig } from "vitest/config";
import { workerdConfig } from "./vitest.workerd";

// Worker tests, inside workerd with the real bindings of wrangler.toml (D1, KV, Durable Objects).
export default defineConfig(() =>
  workerdConfig({
    include: ["tests/workers/**/*.test.ts"],
    // A devnet (anvil with HyperSwap and the launchpad) for the indexer's tests. The files that mine
    // on it reset it first, so they run one at a time. The sign-in tests get the local wallet provider
    // and OpenID issuer.
    globalSetup: ["tests/devnet/indexer-chain.ts", "tests/devnet/sign-in-global-setup.ts"],
    fileParallelism: false,
    // Hundreds of requests through Durable Objects per test: room for a busy 2-core machine.
    testTimeout: 30_000,
  }),
);
