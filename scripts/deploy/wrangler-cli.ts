import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { npmBin, repoRoot } from "../lib/environment";

const run = promisify(execFile);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** Runs wrangler and returns what it printed on stdout; its error output becomes the thrown error's message. */
export async function wranglerOutput(args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run(npmBin("wrangler"), [...args], { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`wrangler ${args.join(" ")} failed:\n${(stderr || stdout || String(error)).trim()}`);
  }
}

/** Runs wrangler with its output on our terminal (a step the operator watches: migrations, the deploy). */
export function wranglerInTerminal(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(npmBin("wrangler"), [...args], { cwd: repoRoot, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args.join(" ")} exited with ${code}`))));
  });
}
