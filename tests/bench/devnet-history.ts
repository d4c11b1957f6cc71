// Bench: how long a fresh devnet takes to deploy and write its simulated market history (target < 3 min
// for DEVNET_HISTORY_DAYS=7 on 2 cores), and what it wrote.
// Run: npx tsx tests/bench/devnet-history.ts   (DEVNET_HISTORY_DAYS, BENCH_DEVNET_PORT to change)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDevnet } from "../../devnet";
import { simChain } from "../../devnet/simulator/sim-chain";
import { historyDaysFromEnv } from "../../scripts/lib/environment";

const port = Number(process.env.BENCH_DEVNET_PORT ?? 8745);

/** CPU seconds of the anvil this bench started (found by its port), so a busy shared machine can be told apart. */
function anvilCpuSeconds(): number {
  const pid = execFileSync("pgrep", ["-f", `anvil .*--port ${port} `])
    .toString()
    .trim()
    .split("\n")[0];
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const dir = mkdtempSync(join(tmpdir(), "devnet-bench-"));
const historyDays = historyDaysFromEnv();
const started = performance.now();
const devnet = await startDevnet({
  port,
  dataDir: join(dir, "devnet"),
  logDir: join(dir, "logs"),
  env: process.env,
  historyDays,
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage();
const nodeCpu = (cpu.user + cpu.system) / 1e6;
try {
  const chain = simChain(devnet.rpcUrl);
  const blocks = Number(await chain.call("eth_blockNumber"));
  const history = devnet.history;
  console.log(`history days             ${historyDays}`);
  console.log(`ready after              ${seconds.toFixed(1)} s (target < 180 s for 7 days)`);
  console.log(`CPU                      ${nodeCpu.toFixed(1)} s simulator + ${anvilCpuSeconds().toFixed(1)} s anvil`);
  console.log(`chain blocks             ${blocks}`);
  if (history) for (const [what, count] of Object.entries(history)) console.log(`${what.padEnd(25)}${count}`);
} finally {
  // Stopping includes anvil writing the whole chain to its state file.
  const stopping = performance.now();
  await devnet.stop();
  console.log(`stopped (state saved) in  ${((performance.now() - stopping) / 1000).toFixed(1)} s`);
  rmSync(dir, { recursive: true, force: true });
}
