// `npm start [-- --fresh]`: the whole app on http://localhost:$PORT until Ctrl-C or SIGTERM.
import { parseArgs } from "node:util";
import { createProgress } from "../processes/progress";
import { historyDaysFromEnv, portFromEnv, stateDirFromEnv, wipeStateDir } from "./lib/environment";
import { runUntilStopped } from "./lib/run-until-stopped";
import { chainFromEnv, startStack } from "./stack";

const fresh = freshRequested();

await runUntilStopped(
  async () => {
    const stateDir = stateDirFromEnv();
    if (fresh) wipeStateDir(stateDir);
    return startStack({
      stateDir,
      port: portFromEnv("PORT", 8787),
      devnetPort: portFromEnv("DEVNET_PORT", 8545),
      upstashPort: portFromEnv("UPSTASH_PORT", 8079),
      redisPort: portFromEnv("REDIS_PORT", 6389),
      walletProviderPort: portFromEnv("WALLET_PROVIDER_PORT", 8090),
      oidcPort: portFromEnv("OIDC_PORT", 8091),
      historyDays: historyDaysFromEnv(),
      chain: chainFromEnv(),
      progress: createProgress(process.stderr),
    });
  },
  (stack) => `ready: ${stack.url}`,
);

function freshRequested(): boolean {
  try {
    return parseArgs({ options: { fresh: { type: "boolean" } } }).values.fresh ?? false;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nusage: npm start [-- --fresh]`);
    process.exit(2);
  }
}
