import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { launch, withLogTail } from "../../processes/launch";
import { waitUntil } from "../../processes/wait";
import { answersPing, connectRedisPool, type RedisPool } from "./redis-pool";
import { createUpstashRestServer } from "./rest-server";

export type UpstashShimOptions = {
  /** Port of the REST endpoint (0 picks a free one). */
  port: number;
  /** The bearer token clients must send (UPSTASH_REDIS_REST_TOKEN). */
  token: string;
  /** Port of the redis-server behind it. */
  redisPort: number;
  /** redis-server's working folder inside the state folder. */
  dataDir: string;
  logDir: string;
  env?: NodeJS.ProcessEnv;
};

export type UpstashShim = {
  /** UPSTASH_REDIS_REST_URL */
  url: string;
  /** UPSTASH_REDIS_REST_TOKEN */
  token: string;
  /** Settles if redis-server exits on its own, with what happened and its log's tail. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

/** True when a `redis-server` binary is on the PATH (Debian: apt-get install redis-server). */
export function redisServerInstalled(): boolean {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

/**
 * Starts a real redis-server (loopback only, no persistence: it is a cache) and an
 * Upstash-REST-compatible HTTP endpoint in front of it, served from this process.
 */
export async function startUpstashShim(options: UpstashShimOptions): Promise<UpstashShim> {
  mkdirSync(options.dataDir, { recursive: true });
  const redis = launch({
    name: "redis-server",
    command: "redis-server",
    args: [
      ["--port", String(options.redisPort)],
      ["--bind", "127.0.0.1"],
      ["--dir", options.dataDir],
      ["--save", ""],
      ["--appendonly", "no"],
    ].flat(),
    logDir: options.logDir,
    env: options.env ?? process.env,
  });
  let pool: RedisPool;
  try {
    await waitUntil(() => answersPing(options.redisPort), {
      what: `redis-server to answer PING on port ${options.redisPort}`,
      process: redis,
      timeoutMs: 15_000,
    });
    pool = await connectRedisPool(options.redisPort);
  } catch (error) {
    await redis.stop();
    throw error;
  }
  const server = createUpstashRestServer({ token: options.token, redis: pool });
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool.close();
    await redis.stop();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, "127.0.0.1", resolve);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const exited = redis.exited.then((outcome) => withLogTail(redis, `redis-server stopped (${outcome})`));
  return { url: `http://127.0.0.1:${port}`, token: options.token, exited, stop };
}
