// Launching local processes in process groups of their own, with their output in log files; shared by scripts/ (wrangler,
// the build, test runners) and devnet/ (anvil, redis-server).
import { type StdioOptions, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { forgetProcess, recordProcess } from "./earlier-processes";

export type LaunchOptions = {
  name: string;
  command: string;
  args: readonly string[];
  logDir: string;
  env: NodeJS.ProcessEnv;
  cwd?: string;
};

export type ManagedProcess = {
  name: string;
  logFile: string;
  /** Settles when the process exits, with a description such as "exit code 1". */
  exited: Promise<string>;
  /** Stops the process and everything it started; safe to call more than once. */
  stop: () => Promise<void>;
};

const GRACE_PERIOD_MS = 5000;

// Process groups still running; a last-resort sweep on exit keeps them from outliving us (and the tether
// of each ends its group when we are killed without a chance to sweep).
const liveGroups = new Set<number>();
process.on("exit", () => {
  for (const pid of liveGroups) signalGroup(pid, "SIGKILL");
});

/**
 * Starts a long-running process in its own process group (so stop() reaches its children too),
 * with stdout and stderr written to <logDir>/<name>.log.
 */
export function launch(options: LaunchOptions): ManagedProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${options.name}.log`);
  const logFd = openSync(logFile, "w");
  const spawned = spawnGroup(options.command, options.args, {
    cwd: options.cwd,
    // Plain text in log files.
    env: { ...options.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const { pid } = spawned;
  if (pid !== undefined) recordProcess(options.logDir, options.name, pid, spawned.argv);
  const exited = spawned.exited.then((exit) => exit.description);
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (pid === undefined) return;
      if (!hasExited) {
        signalGroup(pid, "SIGTERM");
        await settledWithin(exited, GRACE_PERIOD_MS);
      }
      // Sweep the group even after its leader exited: a grandchild may linger.
      signalGroup(pid, "SIGKILL");
      liveGroups.delete(pid);
      await exited;
      forgetProcess(options.logDir, options.name);
    })();
    return stopping;
  };

  return { name: options.name, logFile, exited, stop };
}

/** Runs a command to completion with output in <logDir>/<name>.log; throws with the log's tail on failure. */
export async function runLogged(options: LaunchOptions): Promise<void> {
  const job = launch(options);
  const outcome = await job.exited;
  await job.stop();
  if (outcome !== "exit code 0") throw new Error(withLogTail(job, `${job.name} stopped (${outcome})`));
}

/**
 * Runs a command with its output on our terminal and resolves with its exit status (128 + n for signal n).
 * It gets its own process group too, so our exit hook stops it if we are told to stop.
 */
export async function runInTerminal(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { pid, exited } = spawnGroup(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  const { status } = await exited;
  if (pid !== undefined) {
    // Test runners can leave workers behind (workerd, Chromium); they go with the group.
    signalGroup(pid, "SIGKILL");
    liveGroups.delete(pid);
  }
  return status;
}

/** The message followed by the last lines of the process's log. */
export function withLogTail(job: ManagedProcess, message: string): string {
  return `${message}\n--- last lines of ${job.logFile} ---\n${logTail(job.logFile)}`;
}

export function logTail(file: string, lines = 30): string {
  return readLog(file).trimEnd().split("\n").slice(-lines).join("\n") || "(empty log)";
}

/** The whole log, or "" before the file exists. */
export function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

type SpawnOptions = { env: NodeJS.ProcessEnv; cwd?: string | undefined; stdio: StdioOptions };

type Exit = { status: number; description: string };

/** Runs a command and ends its process group when we die, whatever kills us (processes/tether.mjs). */
const TETHER = fileURLToPath(new URL("./tether.mjs", import.meta.url));

// detached: true makes the tether lead a new process group, which signalGroup then reaches as a whole.
function spawnGroup(command: string, args: readonly string[], options: SpawnOptions) {
  const argv = [process.execPath, TETHER, command, ...args];
  const child = spawn(argv[0]!, argv.slice(1), { ...options, detached: true });
  const exited = new Promise<Exit>((resolve) => {
    child.once("error", (error) => resolve({ status: 127, description: `failed to start: ${error.message}` }));
    child.once("exit", (code, signal) =>
      resolve(signal ? { status: 128 + constants.signals[signal], description: `signal ${signal}` } : { status: code ?? 1, description: `exit code ${code}` }),
    );
  });
  if (child.pid !== undefined) liveGroups.add(child.pid);
  return { pid: child.pid, argv, exited };
}

/** Waits for the promise, but no longer than ms; the timer does not hold the process open. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  await Promise.race([promise, sleep(ms, undefined, { ref: false })]);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the whole group is already gone.
  }
}
