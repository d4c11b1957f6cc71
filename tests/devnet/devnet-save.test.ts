import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate } from "node:timers/promises";
import getPort from "get-port";
import { afterAll, describe, expect, it } from "vitest";
import { chainStatePath, startAnvil } from "../../devnet/anvil";
import { readManifest } from "../../devnet/manifest";
import { simChain } from "../../devnet/simulator/sim-chain";
import { pollUntil, processesMentioning } from "./stack-processes";

const repoRoot = join(import.meta.dirname, "..", "..");

type Block = { number: string; hash: string; timestamp: string };

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** `npm run devnet` on `stateDir`, resolved once it prints its ready line. */
async function startDevnetLauncher(stateDir: string, port: number): Promise<{ launcher: ChildProcess; output: () => string }> {
  let output = "";
  const launcher = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "devnet.ts")], {
    cwd: repoRoot,
    // Enough history for a save to take a moment: a chain of some MB.
    env: { ...process.env, STATE_DIR: stateDir, DEVNET_PORT: String(port), DEVNET_HISTORY_DAYS: "0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  launcher.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  launcher.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await pollUntil(
    () => {
      if (ended(launcher)) throw new Error(`npm run devnet stopped before ready:\n${output}`);
      return output.includes("devnet: http://") ? true : undefined;
    },
    300_000,
    "the devnet's ready line",
  );
  return { launcher, output: () => output };
}

/** Size and time of each file in `dir`, to see a save begin. */
function fileStamps(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir).flatMap((name) => {
      try {
        const stat = statSync(join(dir, name));
        return stat.isFile() ? [[name, `${stat.size}@${stat.mtimeMs}`] as const] : [];
      } catch {
        return [];
      }
    }),
  );
}

/** The newest block whose time is before `time` (unix seconds): the history's last block, before the chain went live. */
async function lastBlockBefore(rpcUrl: string, time: number): Promise<Block> {
  const chain = simChain(rpcUrl);
  const block = (n: number) => chain.call("eth_getBlockByNumber", [`0x${n.toString(16)}`, false]) as Promise<Block>;
  let low = 0;
  let high = Number(await chain.call("eth_blockNumber"));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (Number((await block(middle)).timestamp) < time) low = middle;
    else high = middle - 1;
  }
  return block(low);
}

describe("the devnet's saved chain", () => {
  const dirs: string[] = [];
  const launchers: ChildProcess[] = [];

  afterAll(async () => {
    for (const launcher of launchers) if (!ended(launcher)) launcher.kill("SIGTERM");
    await pollUntil(() => (launchers.every(ended) ? true : undefined), 60_000, "the devnets to stop").catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it("survives a kill of every process while it is being saved: the next start resumes the history", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "devnet-save-"));
    dirs.push(stateDir);
    const dataDir = join(stateDir, "devnet");
    const port = await getPort();
    const first = await startDevnetLauncher(stateDir, port);
    launchers.push(first.launcher);
    const rpcUrl = `http://127.0.0.1:${port}`;
    const deployedAt = Date.parse(readManifest(join(dataDir, "manifest.json")).deployedAt) / 1000;
    const historyEnd = await lastBlockBefore(rpcUrl, deployedAt);

    // Stopping saves the chain; the moment a file of the devnet's folder starts to be written, everything is killed.
    const before = fileStamps(dataDir);
    first.launcher.kill("SIGTERM");
    for (;;) {
      const now = fileStamps(dataDir);
      if ([...now].some(([name, stamp]) => stamp !== before.get(name) && !stamp.startsWith("0@"))) break;
      if (ended(first.launcher)) throw new Error(`the devnet stopped without saving:\n${first.output()}`);
      await setImmediate();
    }
    for (const { pid } of processesMentioning(stateDir)) process.kill(pid, "SIGKILL");
    first.launcher.kill("SIGKILL");
    await pollUntil(() => (processesMentioning(stateDir).length === 0 && ended(first.launcher) ? true : undefined), 15_000, "the kill");

    const second = await startDevnetLauncher(stateDir, port);
    launchers.push(second.launcher);
    expect(second.output()).not.toContain("cannot be read");
    const resumed = (await simChain(rpcUrl).call("eth_getBlockByNumber", [historyEnd.number, false])) as Block | null;
    expect(resumed?.hash).toBe(historyEnd.hash);
  }, 600_000);

  it("that cannot be read is reported in plain words, with what to do", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "devnet-save-unreadable-"));
    dirs.push(dataDir);
    // What a save written in place leaves when killed before its first bytes.
    writeFileSync(chainStatePath(dataDir), "");
    await expect(startAnvil({ port: await getPort(), dataDir, logDir: dataDir, env: process.env })).rejects.toThrow(
      new Error(
        `the devnet's saved chain ${chainStatePath(dataDir)} cannot be read (EOF while parsing a value at line 1 column 0): it is incomplete or damaged. ` +
          "Start a new chain with `npm start -- --fresh` (it deletes the local state: the chain and what was indexed from it).",
      ),
    );
  });
});
