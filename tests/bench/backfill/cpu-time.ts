// CPU seconds a process group has used so far (Linux /proc): on a machine shared with other work, the
// work an indexer did, where its wall-clock time also counts the waiting for a core.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** User and system time of the group's live processes and of the children they have waited for. */
export function groupCpuSeconds(groupId: number | undefined): number {
  if (groupId === undefined) return 0;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state, ppid, pgrp, … utime (14), stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}
