import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { afterAll, describe, expect, it } from "vitest";
import { pollUntil, processesMentioning } from "./stack-processes";

const repoRoot = join(import.meta.dirname, "..", "..");

/** The command lines of every running process that belongs to a stack of `stateDir` or serves `port`. */
function stackProcesses(stateDir: string, port: number): string[] {
  return processesMentioning(stateDir, `127.0.0.1:${port}`).map(({ commandLine }) => commandLine);
}

describe("a launcher killed with SIGKILL", () => {
  const stateDir = mkdtempSync(join(tmpdir(), "launcher-kill-"));
  let launcher: ChildProcess | undefined;
  let output = "";

  async function start(ports: Record<string, number>): Promise<ChildProcess> {
    output = "";
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "start.ts")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        STATE_DIR: stateDir,
        DEVNET_HISTORY_DAYS: "0",
        ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await pollUntil(
      () => {
        if (child.exitCode !== null) throw new Error(`npm start stopped before ready:\n${output}`);
        return output.includes("ready: ") ? true : undefined;
      },
      240_000,
      "ready",
    );
    return child;
  }

  afterAll(async () => {
    launcher?.kill("SIGTERM");
    await pollUntil(() => (launcher?.exitCode !== null ? true : undefined), 30_000, "the last stack to stop").catch(() => undefined);
    rmSync(stateDir, { recursive: true, force: true });
  });

  it("leaves no process of its stack behind, and the next start succeeds", async () => {
    const ports = { PORT: await getPort(), DEVNET_PORT: await getPort(), UPSTASH_PORT: await getPort(), REDIS_PORT: await getPort() };
    launcher = await start(ports);
    expect(stackProcesses(stateDir, ports.PORT).length).toBeGreaterThan(2);

    launcher.kill("SIGKILL");
    const left = await pollUntil(() => (stackProcesses(stateDir, ports.PORT).length === 0 ? [] : undefined), 15_000, "the stack's processes to end").catch(() =>
      stackProcesses(stateDir, ports.PORT),
    );
    expect(left).toEqual([]);

    launcher = await start(ports);
    expect(output).toContain(`ready: http://localhost:${ports.PORT}`);
  }, 600_000);
});
