// The bench's table: each side's median time to the head, the logs it read, the rows it wrote and what it asked of the node.
import type { RpcCounts } from "./rpc-counter";
import type { IndexerRun } from "./run-ponder";

/** A run, with the CPU seconds the node (anvil) spent answering it and what the proxy counted. */
export type Measured = IndexerRun & { nodeCpuSeconds: number; rpc: RpcCounts };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Counts are the last run's (every run reads the same chain and writes the same rows). */
function summary(runs: Measured[]) {
  const seconds = median(runs.map((run) => run.seconds));
  const cpu = median(runs.map((run) => run.cpuSeconds));
  const last = runs.at(-1)!;
  return {
    seconds,
    runs: runs.map((run) => run.seconds.toFixed(1)).join(", "),
    cpu,
    nodeCpu: median(runs.map((run) => run.nodeCpuSeconds)),
    logs: last.rpc.logs,
    logsPerSecond: Math.round(last.rpc.logs / seconds),
    rows: sum(Object.values(last.rows)),
    calls: sum(Object.values(last.rpc.calls)),
    megabytes: (last.rpc.responseBytes / 1e6).toFixed(1),
    last,
  };
}

export function printReport(measured: { ponder: Measured[]; lqscan: Measured[] }): void {
  const ponder = measured.ponder.length > 0 ? summary(measured.ponder) : undefined;
  const lqscan = measured.lqscan.length > 0 ? summary(measured.lqscan) : undefined;
  const columns = ["", "to head (median)", "runs (s)", "CPU s", "node CPU s", "logs read", "logs/s", "rows written", "RPC calls", "RPC MB"];
  const widths = [8, 18, 20, 8, 12, 11, 9, 14, 11, 8];
  const line = (cells: (string | number)[]) => cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join("");
  console.log(`\n${line(columns)}`);
  for (const [name, side] of [
    ["Ponder", ponder],
    ["lqscan", lqscan],
  ] as const) {
    if (side)
      console.log(
        line([
          name,
          `${side.seconds.toFixed(1)} s`,
          side.runs,
          side.cpu.toFixed(1),
          side.nodeCpu.toFixed(1),
          side.logs,
          side.logsPerSecond,
          side.rows,
          side.calls,
          side.megabytes,
        ]),
      );
  }
  if (ponder && lqscan) {
    console.log(
      `\nlqscan / Ponder: ${(lqscan.seconds / ponder.seconds).toFixed(2)} × the time (target ≤ 0.5), ${(lqscan.cpu / ponder.cpu).toFixed(2)} × the CPU, ${(lqscan.rows / ponder.rows).toFixed(1)} × the rows`,
    );
  }
  for (const [name, side] of [
    ["Ponder", ponder],
    ["lqscan", lqscan],
  ] as const) {
    if (!side) continue;
    console.log(`\n${name} rows: ${JSON.stringify(side.last.rows)}`);
    console.log(`${name} RPC calls: ${JSON.stringify(side.last.rpc.calls)}`);
  }
}
