// The process groups a launcher started, recorded in its log folder, so that the next start from the
// same state folder can stop any an earlier launcher left behind (its machine crashed, it was killed
// before its tethers noticed) instead of failing on a port in use.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// Command lines are kept as digests: some carry a token (the Upstash shim's) that has no place in a file.
type Recorded = Record<string, { pid: number; commandLine: string }>;

const digest = (commandLine: string) => createHash("sha256").update(commandLine).digest("hex");

const registry = (logDir: string) => join(logDir, "processes.json");

function read(logDir: string): Recorded {
  try {
    return JSON.parse(readFileSync(registry(logDir), "utf8")) as Recorded;
  } catch {
    return {};
  }
}

function write(logDir: string, recorded: Recorded): void {
  mkdirSync(logDir, { recursive: true });
  writeFileSync(registry(logDir), JSON.stringify(recorded, null, 2));
}

/** The digest of a running process's command line, or null when there is no such process. */
function commandLineOf(pid: number): string | null {
  try {
    return digest(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim());
  } catch {
    return null;
  }
}

/** Records a group we just started, with the command line its leader runs (/proc may not show it yet). */
export function recordProcess(logDir: string, name: string, pid: number, argv: readonly string[]): void {
  const commandLine = digest(argv.join(" "));
  write(logDir, { ...read(logDir), [name]: { pid, commandLine } });
}

export function forgetProcess(logDir: string, name: string): void {
  const { [name]: _, ...rest } = read(logDir);
  write(logDir, rest);
}

/** Whether any process is still in group `pgid` (field 5 of /proc/<pid>/stat, after the command's name). */
function groupAlive(pgid: number): boolean {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === pgid;
      } catch {
        return false;
      }
    });
}

/**
 * Stops every recorded group still running: its leader (the tether) with the command line it was
 * recorded with, or, where something killed the leader, the rest of its group. A process id reused by
 * something else is left alone. Resolves with their names once they are gone.
 */
export async function stopEarlierProcesses(logDir: string): Promise<string[]> {
  const alive = Object.entries(read(logDir)).filter(([, { pid, commandLine }]) => {
    const running = commandLineOf(pid);
    return running === null ? groupAlive(pid) : running === commandLine;
  });
  for (const [, { pid }] of alive) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // ESRCH: gone meanwhile.
    }
  }
  while (alive.some(([, { pid }]) => groupAlive(pid))) await sleep(100);
  if (alive.length > 0) write(logDir, {});
  return alive.map(([name]) => name);
}
