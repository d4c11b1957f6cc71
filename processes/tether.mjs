// Runs a command as a child in this process's group, and ends the whole group when the launcher that
// started us dies, even by SIGKILL (which gives the launcher no chance to stop anything): no process of
// a stack outlives `npm start` or `npm test`. Plain JavaScript: node starts it in a few milliseconds.
//   node processes/tether.mjs <command> [arguments...]
import { spawn } from "node:child_process";
import { constants } from "node:os";

const GRACE_PERIOD_MS = 5000;
const [command, ...args] = process.argv.slice(2);
const launcher = process.ppid;
let orphaned = false;

const child = spawn(command, args, { stdio: "inherit" });
child.once("error", (error) => {
  console.error(`failed to start ${command}: ${error.message}`);
  process.exit(127);
});
child.once("exit", (code, signal) => {
  // A lingering grandchild (workerd under wrangler) goes with the group.
  if (orphaned) process.kill(-process.pid, "SIGKILL");
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});

// Signals to the group reach the child directly: we wait for it to finish (the devnet saves its chain on exit).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {});

// An orphan is adopted by another process: our parent id changes.
setInterval(() => {
  if (orphaned || process.ppid === launcher) return;
  orphaned = true;
  process.kill(-process.pid, "SIGTERM");
  setTimeout(() => process.kill(-process.pid, "SIGKILL"), GRACE_PERIOD_MS);
}, 500);
