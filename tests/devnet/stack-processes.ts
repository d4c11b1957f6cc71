import { readdirSync, readFileSync } from "node:fs";

/** The command lines (with their ids) of every running process whose command line mentions one of `needles`. */
export function processesMentioning(...needles: string[]): { pid: number; commandLine: string }[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .flatMap((pid) => {
      try {
        return [{ pid: Number(pid), commandLine: readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ") }];
      } catch {
        return [];
      }
    })
    .filter(({ commandLine }) => needles.some((needle) => commandLine.includes(needle)));
}

/** Polls check() every 250 ms until it returns a value; throws after deadlineMs. */
export async function pollUntil<T>(check: () => T | undefined, deadlineMs: number, what: string): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
