// `npm test`: typecheck, unit tests, frontend build, worker tests, then the end-to-end tests against a running stack.
// Stops at the first failing stage and ends with one line "N passed, N failed" (tests across all runners).
import { join } from "node:path";
import { launch, readLog, runInTerminal } from "../processes/launch";
import { createProgress } from "../processes/progress";
import { portFromEnv, stateDirFromEnv, toolEnv, wipeStateDir } from "./lib/environment";
import { shutdownSignal } from "./lib/shutdown";
import { playwrightCounts, readCounts, type TestCounts, vitestCounts } from "./lib/test-reports";
import { type Stack, startStack } from "./stack";

// Ports apart from `npm start`'s defaults, so the suite can run beside a running app; the TEST_*
// variables move them, so that two checkouts can run their suites side by side.
const TEST_PORT = portFromEnv("TEST_PORT", 8791);
const TEST_DEVNET_PORT = portFromEnv("TEST_DEVNET_PORT", 8546);
const TEST_UPSTASH_PORT = portFromEnv("TEST_UPSTASH_PORT", 8078);
const TEST_REDIS_PORT = portFromEnv("TEST_REDIS_PORT", 6390);
const TEST_WALLET_PROVIDER_PORT = portFromEnv("TEST_WALLET_PROVIDER_PORT", 8792);
const TEST_OIDC_PORT = portFromEnv("TEST_OIDC_PORT", 8793);

/** Where a step's output goes: our terminal, or a log printed once the step ends (a step run alongside another). */
type Output = "terminal" | "log";
type Step = { name: string; run: (output: Output) => Promise<StepOutcome> };
type StepOutcome = { ok: boolean; counts?: TestCounts | undefined };
type StepResult = StepOutcome & { name: string; seconds: number };

const stateDir = join(stateDirFromEnv(), "test");
const reportDir = join(stateDir, "reports");
const env = toolEnv(stateDir);
wipeStateDir(stateDir);
// Our exit hook kills the step or stack processes still running.
void shutdownSignal().then(() => process.exit(130));

// Steps of a stage run side by side. The worker tests keep one core busy (one workerd at a time) while the
// devnet tests mostly wait on chains and stacks they start, so the two share the machine's two cores; so do
// tsc (one thread) and the unit tests.
const stages: Step[][] = [
  [{ name: "lint", run: (output) => script("lint", output) }],
  [
    { name: "unit tests", run: (output) => vitest("test:unit", "unit.json", output) },
    { name: "typecheck", run: (output) => script("typecheck", output) },
    // The worker tests serve dist/client through the ASSETS binding, so it must exist before them.
    { name: "frontend build", run: (output) => script("build", output) },
  ],
  [
    { name: "worker tests", run: (output) => vitest("test:workers", "workers.json", output) },
    { name: "devnet tests", run: (output) => vitest("test:devnet", "devnet.json", output) },
  ],
  [
    { name: "trading bot worker tests", run: (output) => vitest("test:workers-bot", "workers-bot.json", output) },
    { name: "worker tests on Redis", run: (output) => vitest("test:workers-redis", "workers-redis.json", output) },
    // The production worker as `wrangler deploy --dry-run` bundles it, within its budget (scripts/deploy/bundle-budget.ts).
    { name: "production bundle", run: (output) => script("check:bundle", output) },
  ],
  [{ name: "end-to-end tests", run: endToEnd }],
];
const steps = stages.flat();

const results: StepResult[] = [];
for (const stage of stages) {
  const [first, ...alongside] = stage;
  if (first === undefined) continue;
  if (alongside.length > 0) console.log(`\n(${alongside.map((step) => step.name).join(", ")}: alongside, printed when done)`);
  const outcomes = await Promise.all([timed(first, "terminal"), ...alongside.map((step) => timed(step, "log"))]);
  results.push(...outcomes);
  if (!outcomes.every((outcome) => outcome.ok)) break;
}
printSummary(results, steps);
process.exit(results.every((result) => result.ok) && results.length === steps.length ? 0 : 1);

async function timed(step: Step, output: Output): Promise<StepResult> {
  const startedAt = Date.now();
  if (output === "terminal") console.log(`\n=== ${step.name} ===`);
  const outcome = await step.run(output);
  return { ...outcome, name: step.name, seconds: Math.round((Date.now() - startedAt) / 1000) };
}

async function script(name: string, output: Output): Promise<StepOutcome> {
  return { ok: (await npmRun(name, [], env, output)) === 0 };
}

async function vitest(name: string, reportName: string, output: Output): Promise<StepOutcome> {
  const report = join(reportDir, reportName);
  const status = await npmRun(name, ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env, output);
  return { ok: status === 0, counts: readCounts(report, vitestCounts) };
}

async function endToEnd(): Promise<StepOutcome> {
  let stack: Stack;
  try {
    stack = await startStack({
      stateDir,
      port: TEST_PORT,
      devnetPort: TEST_DEVNET_PORT,
      upstashPort: TEST_UPSTASH_PORT,
      redisPort: TEST_REDIS_PORT,
      walletProviderPort: TEST_WALLET_PROVIDER_PORT,
      oidcPort: TEST_OIDC_PORT,
      // The screens under test need no market yet; the devnet tests cover the simulator.
      historyDays: 0,
      chain: { chain: "devnet" },
      // Plain lines, as in a log: the stack starts between the runners' outputs.
      progress: createProgress({ write: (text) => process.stderr.write(text) }),
    });
  } catch (error) {
    console.error(`the stack did not start: ${error instanceof Error ? error.message : error}`);
    return { ok: false };
  }
  console.log(`stack ready: ${stack.url}`);
  const report = join(reportDir, "e2e.json");
  try {
    const status = await npmRun(
      "test:e2e",
      ["--reporter=list,json"],
      {
        ...env,
        BASE_URL: stack.url,
        DEVNET_RPC_URL: stack.rpcUrl,
        // The sign-in tests check that no secret reached the stack's logs.
        STACK_STATE_DIR: stateDir,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      },
      "terminal",
    );
    return { ok: status === 0, counts: readCounts(report, playwrightCounts) };
  } finally {
    await stack.stop();
  }
}

async function npmRun(name: string, args: string[], runEnv: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const npmArgs = ["run", name, ...(args.length > 0 ? ["--", ...args] : [])];
  if (output === "terminal") return runInTerminal("npm", npmArgs, runEnv);
  const job = launch({ name, command: "npm", args: npmArgs, logDir: join(stateDir, "logs"), env: runEnv });
  const outcome = await job.exited;
  await job.stop();
  console.log(`\n=== npm run ${name} (ran alongside) ===\n${readLog(job.logFile)}`);
  return outcome === "exit code 0" ? 0 : 1;
}

// A failed step without failed tests (a type error, a crashed runner, a stack that did not start) counts as one failure.
function printSummary(done: StepResult[], all: Step[]): void {
  console.log("\n=== summary ===");
  for (const result of done) {
    const counts = result.counts;
    const tests = counts ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped > 0 ? `, ${counts.skipped} skipped` : ""}; ` : "";
    console.log(`${result.name.padEnd(18)} ${tests}${result.ok ? "ok" : "FAILED"} (${result.seconds} s)`);
  }
  for (const step of all.slice(done.length)) console.log(`${step.name.padEnd(18)} not run`);
  const passed = done.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
  const failed = done.reduce((sum, result) => sum + Math.max(result.counts?.failed ?? 0, result.ok ? 0 : 1), 0);
  console.log(`${passed} passed, ${failed} failed`);
}
