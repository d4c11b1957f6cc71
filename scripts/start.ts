// `npm start [-- --fresh]`: the whole app on http://127.0.0.1:$PORT until Ctrl-C or SIGTERM.
import { historyDaysFromEnv, portFromEnv, stateDirFromEnv, wipeStateDir } from "./lib/environment";
import { runUntilStopped } from "./lib/run-until-stopped";
import { chainFromEnv, startStack } from "./stack";

const unknownArguments = process.argv.slice(2).filter((argument) => argument !== "--fresh");
if (unknownArguments.length > 0) {
  console.error(`unknown argument ${unknownArguments.join(" ")}; usage: npm start [-- --fresh]`);
  process.exit(2);
}

await runUntilStopped(
  async () => {
    const stateDir = stateDirFromEnv();
    if (process.argv.includes("--fresh")) wipeStateDir(stateDir);
    return startStack({
      stateDir,
      port: portFromEnv("PORT", 8787),
      devnetPort: portFromEnv("DEVNET_PORT", 8545),
      upstashPort: portFromEnv("UPSTASH_PORT", 8079),
      redisPort: portFromEnv("REDIS_PORT", 6389),
      historyDays: historyDaysFromEnv(),
      chain: chainFromEnv(),
    });
  },
  (stack) => `ready: ${stack.url}`,
);
