// `npm run devnet`: only the local chain (RPC on http://127.0.0.1:$DEVNET_PORT), until Ctrl-C or SIGTERM.
// Once ready it prints the RPC URL, what the simulated history wrote, and the deploy manifest.
import { join } from "node:path";
import { type Devnet, manifestPath, startDevnet } from "../devnet";
import { createProgress } from "../processes/progress";
import { assertPortFree, historyDaysFromEnv, portFromEnv, stateDirFromEnv, toolEnv } from "./lib/environment";
import { runUntilStopped } from "./lib/run-until-stopped";

const dataDir = join(stateDirFromEnv(), "devnet");

function readyLines(devnet: Devnet): string {
  const history = devnet.history;
  return [
    `devnet: ${devnet.rpcUrl}`,
    ...(history
      ? [
          `history: ${Object.entries(history)
            .map(([what, count]) => `${what} ${count}`)
            .join(", ")}`,
        ]
      : []),
    `manifest (${manifestPath(dataDir)}):`,
    JSON.stringify(devnet.manifest, null, 2),
  ].join("\n");
}

await runUntilStopped(async () => {
  const stateDir = stateDirFromEnv();
  const port = portFromEnv("DEVNET_PORT", 8545);
  await assertPortFree(port, "DEVNET_PORT");
  return startDevnet({
    port,
    dataDir,
    logDir: join(stateDir, "logs"),
    env: toolEnv(stateDir),
    historyDays: historyDaysFromEnv(),
    progress: createProgress(process.stderr),
  });
}, readyLines);
