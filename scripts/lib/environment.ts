import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The app's address as `npm start` prints it and `npm test` browses it: localhost, because browsers refuse an IP
 * address as a passkey's relying party (the devnet's PASSKEY_RP_ID is the host the app is reached at).
 */
export const appUrl = (port: number) => `http://localhost:${port}`;

/** The one folder holding all local state: .state/ unless STATE_DIR says otherwise. */
export function stateDirFromEnv(): string {
  return resolve(repoRoot, process.env.STATE_DIR ?? ".state");
}

/** Deletes the state folder; refuses a STATE_DIR that would take the repository with it. */
export function wipeStateDir(stateDir: string): void {
  const repoFromState = relative(stateDir, repoRoot);
  if (!repoFromState.startsWith("..") && !isAbsolute(repoFromState)) {
    throw new Error(`refusing to delete ${stateDir}: the repository is inside it`);
  }
  rmSync(stateDir, { recursive: true, force: true });
}

/** A port from an environment variable, or the fallback when it is unset. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** Fails with a clear message when something already listens on the port (e.g. another `npm start`). */
export async function assertPortFree(port: number, envName: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolvePort, reject) => {
    server.once("error", () => reject(new Error(`port ${port} is already in use; set ${envName} to use another`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolvePort()));
  });
}

/**
 * The environment for child processes: wrangler, Chromium and Playwright keep their files inside the
 * state folder, and miniflare does not try to download its Request.cf data (runs work offline).
 */
export function toolEnv(stateDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    XDG_CONFIG_HOME: join(stateDir, "config"),
    XDG_CACHE_HOME: join(stateDir, "cache"),
    WRANGLER_LOG_PATH: join(stateDir, "logs", "wrangler"),
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  };
}

/** The path of an executable installed by npm in node_modules/.bin. */
export function npmBin(name: string): string {
  return join(repoRoot, "node_modules", ".bin", name);
}

/** DEVNET_HISTORY_DAYS: days of simulated market written into a fresh devnet (default 7; 0 skips it). */
export function historyDaysFromEnv(): number {
  const raw = process.env.DEVNET_HISTORY_DAYS ?? "7";
  const days = Number(raw);
  if (!Number.isFinite(days) || days < 0 || days > 7) throw new Error(`DEVNET_HISTORY_DAYS must be 0 to 7, got "${raw}"`);
  return days;
}
