import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startUpstashShim, type UpstashShim } from "../../devnet/upstash";

/** A real redis-server and the REST shim on free ports, with their files in a temporary folder. */
export async function startLocalUpstash(): Promise<UpstashShim> {
  const dir = mkdtempSync(join(tmpdir(), "upstash-shim-"));
  const shim = await startUpstashShim({
    port: 0,
    token: randomBytes(16).toString("hex"),
    redisPort: await freePort(),
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no TCP port was assigned");
  return address.port;
}
