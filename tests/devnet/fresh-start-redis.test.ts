import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { afterAll, describe, expect, it } from "vitest";
import { redisServerInstalled } from "../../devnet/upstash";
import { cacheStatusSchema } from "../../shared/schemas/cache";
import { leaderboardResponseSchema } from "../../shared/schemas/leaderboard";
import { pollUntil } from "./stack-processes";

const repoRoot = join(import.meta.dirname, "..", "..");

// `npm start -- --fresh` as a user runs it where redis-server is installed (CI installs it): a simulated week written,
// indexed from scratch, and the crons' first run right after the catch-up, while the minute cron's first retention
// run settles days of candles. The worker caches through the Upstash REST endpoint there, not in Workers KV.
describe("npm start on a fresh state with redis-server", () => {
  const stateDir = mkdtempSync(join(tmpdir(), "fresh-start-redis-"));
  let launcher: ChildProcess | undefined;

  afterAll(async () => {
    launcher?.kill("SIGTERM");
    // Stopping saves the week's chain: up to a minute on a busy machine.
    await pollUntil(() => (launcher?.exitCode !== null || launcher.signalCode !== null ? true : undefined), 170_000, "the stack to stop").catch(
      () => undefined,
    );
    rmSync(stateDir, { recursive: true, force: true });
  }, 180_000);

  it("indexes a fresh week, runs the crons once and is ready, with the creator scores on the leaderboard", async () => {
    expect(redisServerInstalled()).toBe(true);
    const ports = Object.fromEntries(
      await Promise.all(
        ["PORT", "DEVNET_PORT", "UPSTASH_PORT", "REDIS_PORT", "WALLET_PROVIDER_PORT", "OIDC_PORT"].map(async (name) => [name, String(await getPort())]),
      ),
    );
    let output = "";
    launcher = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "start.ts"), "--fresh"], {
      cwd: repoRoot,
      env: { ...process.env, STATE_DIR: stateDir, DEVNET_HISTORY_DAYS: "7", ...ports },
      stdio: ["ignore", "pipe", "pipe"],
    });
    launcher.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    launcher.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await pollUntil(() => (output.includes("ready: ") || launcher?.exitCode !== null ? true : undefined), 1_500_000, "npm start to be ready or stop");
    expect(output).not.toMatch(/first cron run: failed.*/);
    expect(output).toContain("first cron run: done");
    const url = `http://127.0.0.1:${ports.PORT}`;
    expect(cacheStatusSchema.parse(await (await fetch(`${url}/api/cache-status`)).json())).toMatchObject({ backend: "redis", healthy: true });
    // The first run's scores: computed as of that run, not missing.
    const leaderboard = leaderboardResponseSchema.parse(await (await fetch(`${url}/api/v1/leaderboard`)).json());
    expect(leaderboard.computedAt).not.toBeNull();
    expect(leaderboard.total).toBeGreaterThan(0);
  }, 1_600_000);
});
