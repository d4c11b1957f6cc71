import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The stack under test keeps its logs and the worker's generated secrets in its state folder
// (`npm test` passes it as STACK_STATE_DIR; `npm start`'s is .state).
const STATE_DIR = resolve(process.env.STACK_STATE_DIR ?? ".state");

/** The folder of the stack's logs. */
export const LOGS_DIR = join(STATE_DIR, "logs");

/**
 * The logs the stack wrote (wrangler's, redis-server's, the builds'), as one text. The chain's is left out:
 * nothing secret travels to it, and its block numbers could match a 6-digit code by chance.
 */
export function stackLogs(): string {
  return readdirSync(LOGS_DIR, { recursive: true, encoding: "utf8" })
    .filter((path) => path !== "anvil.log")
    .map((path) => join(LOGS_DIR, path))
    .map((path) => {
      try {
        return readFileSync(path, "utf8");
      } catch {
        return ""; // a folder
      }
    })
    .join("\n");
}

const SECRET_NAMES = ["TURNKEY_API_PRIVATE_KEY", "TURNKEY_TRADING_API_PRIVATE_KEY", "AUTH_JWT_SECRET", "REACTION_SESSION_SECRET"] as const;

/**
 * The worker's secrets as npm start generated them (its Turnkey API private key, the trading key, the access
 * tokens' and reaction sessions' secrets). Every one must be there: a scan for none finds none.
 */
export function workerSecrets(): string[] {
  const text = readFileSync(join(STATE_DIR, "secrets", "worker.env"), "utf8");
  return SECRET_NAMES.map((name) => {
    const value = new RegExp(`^${name}=(.+)$`, "m").exec(text)?.[1];
    if (value === undefined) throw new Error(`the stack's worker.env has no ${name}`);
    return value;
  });
}
