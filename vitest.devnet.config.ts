import { defineConfig } from "vitest/config";

// Node-side tests of the devnet's own services (the Upstash REST shim over a real redis-server).
export default defineConfig({
  test: {
    include: ["tests/devnet/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
