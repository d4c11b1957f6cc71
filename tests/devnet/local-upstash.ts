import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { startUpstashShim, type UpstashShim } from "../../devnet/upstash";

/** A real redis-server and the REST shim on free ports, with their files in a temporary folder. */
export async function startLocalUpstash(): Promise<UpstashShim> {
  const dir = mkdtempSync(join(tmpdir(), "upstash-shim-"));
  const shim = await startUpstashShim({
    port: 0,
    token: randomBytes(16).toString("hex"),
    redisPort: await getPort(),
    dataDir: join(dir, "redis"),
    logDir: join(dir, "logs"),
  });
  return {
    ...shim,
    stop: async () => {
      await shim.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
