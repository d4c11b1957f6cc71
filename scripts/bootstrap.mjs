// Entry point of `npm start`, `npm test`, `npm run devnet` and `npm run deploy`. Plain JavaScript because it runs
// before dependencies (tsx among them) may be installed: it installs what is missing, then runs
// scripts/<command>.ts under tsx, passing arguments, signals and the exit code through.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync, utimesSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const COMMANDS = ["start", "test", "devnet", "deploy"];
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const [command, ...commandArgs] = process.argv.slice(2);

if (!COMMANDS.includes(command)) {
  console.error(`usage: node scripts/bootstrap.mjs <${COMMANDS.join("|")}> [arguments]`);
  process.exit(2);
}

ensureNpmPackages();
if (command === "test") ensureSystemPackages();
runScript(join(repoRoot, "scripts", `${command}.ts`), commandArgs);

// `npm install` rather than `npm ci`: it installs the lockfile's versions just the same, but does not
// reject a lockfile that lacks anvil's binary packages for other platforms (the registry here has only linux-amd64).
function ensureNpmPackages() {
  const lockfile = join(repoRoot, "package-lock.json");
  const installedLock = join(repoRoot, "node_modules", ".package-lock.json");
  const upToDate = existsSync(installedLock) && (!existsSync(lockfile) || statSync(lockfile).mtimeMs <= statSync(installedLock).mtimeMs);
  if (upToDate) return;
  timed("npm install", () => run("npm", ["install", "--no-audit", "--no-fund"], { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }));
  // npm leaves the file alone when nothing changed; touching it spares the next run another install.
  if (existsSync(installedLock)) utimesSync(installedLock, new Date(), new Date());
}

// End-to-end tests drive Debian's Chromium, and the Upstash REST shim talks to a real redis-server.
function ensureSystemPackages() {
  const missing = !existsSync("/usr/bin/chromium") || !onPath("redis-server");
  if (!missing || !onPath("apt-get")) return;
  // `env` after sudo, because sudo drops most of the caller's environment.
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const [program, ...prefix] = [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  timed("chromium and redis-server (apt-get)", () => {
    run(program, [...prefix, "update"], process.env);
    run(program, [...prefix, "install", "-y", "chromium", "redis-server"], process.env);
  });
}

// The step lines of processes/progress.ts, which cannot be imported before tsx is installed.
function timed(name, work) {
  const started = Date.now();
  console.error(`${name}: started`);
  work();
  console.error(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function runScript(script, args) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: repoRoot, stdio: "inherit" });
  // The child gets Ctrl-C from the terminal itself; a signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  // npm runs us under `sh -c`, and on SIGTERM that shell dies without passing it on: stop once orphaned.
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanWatch);
    child.kill("SIGTERM");
  }, 500);
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
}

// Install output goes to stderr, so that stdout carries only what the command itself prints (`ready: <url>`).
function run(program, args, env) {
  const result = spawnSync(program, args, { cwd: repoRoot, env, stdio: ["inherit", 2, 2] });
  if (result.status !== 0) {
    console.error(`${program} ${args.join(" ")} failed (${result.error?.message ?? `exit code ${result.status}`})`);
    process.exit(1);
  }
}

function onPath(program) {
  return spawnSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;
}
