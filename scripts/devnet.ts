// `npm run devnet`: only the local chain (RPC on http://127.0.0.1:$DEVNET_PORT), until Ctrl-C or SIGTERM.
import { join } from "node:path";
import { startDevnet } from "../devnet";
import { assertPortFree, historyDaysFromEnv, portFromEnv, stateDirFromEnv, toolEnv } from "./lib/environment";
import { runUntilStopped } from "./lib/run-until-stopped";

await runUntilStopped(
  async () => {
    const stateDir = stateDirFromEnv();
    const port = portFromEnv("DEVNET_PORT", 8545);
    await assertPortFree(port, "DEVNET_PORT");
    return startDevnet({ port, dataDir: join(stateDir, "devnet"), logDir: join(stateDir, "logs"), env: toolEnv(stateDir), historyDays: historyDaysFromEnv() });
  },
  (devnet) => `devnet: ${devnet.rpcUrl}`,
);
