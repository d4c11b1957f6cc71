import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, type ManagedProcess, readLog } from "../../processes/launch";
import { answers200, waitUntil } from "../../processes/wait";
import { npmBin, repoRoot, toolEnv } from "../../scripts/lib/environment";
import type { WorkerOptions } from "../../scripts/serve-worker";
import { HEALTH_CHECK_PATH } from "../../scripts/stack";
import { reactionSessionResponseSchema } from "../../shared/schemas/reactions";
import { migrate } from "./indexing-worker";

// The worker as `npm start` serves it prints a line per request; a reaction session id in a path must not reach it.

const TOKEN = "0x5555555555555555555555555555555555555555";
let dir: string;
let worker: ManagedProcess;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "worker-log-"));
  await migrate(dir);
  const assetsDir = join(dir, "assets");
  mkdirSync(assetsDir);
  const envFile = join(dir, "worker.env");
  writeFileSync(envFile, "REACTION_SESSION_SECRET=worker-log-test-secret-0123456789abcdef\n", { mode: 0o600 });
  const port = await getPort();
  const options: WorkerOptions = { port, persistDir: join(dir, "wrangler"), assetsDir, vars: { CHAIN: "devnet" }, envFile };
  worker = launch({
    name: "wrangler",
    command: npmBin("tsx"),
    args: [join(repoRoot, "scripts/serve-worker.ts"), JSON.stringify(options)],
    cwd: repoRoot,
    logDir: join(dir, "logs"),
    env: toolEnv(dir),
  });
  url = `http://127.0.0.1:${port}`;
  await waitUntil(() => answers200(`${url}${HEALTH_CHECK_PATH}`), { what: "the worker to answer its health check", process: worker, timeoutMs: 120_000 });
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("the worker's request lines", () => {
  it("show a session's flag read with its id masked", async () => {
    const issued = await fetch(`${url}/api/v1/token-reactions/session`, { method: "POST" });
    expect(issued.status).toBe(201);
    const { sessionId } = reactionSessionResponseSchema.parse(await issued.json());
    expect((await fetch(`${url}/api/v1/token-reactions/session/${sessionId}/${TOKEN}`)).status).toBe(200);
    const masked = `GET /api/v1/token-reactions/session/<session>/${TOKEN} 200 OK`;
    await waitUntil(async () => readLog(worker.logFile).includes(masked), { what: "the masked request line", process: worker, timeoutMs: 10_000 });
    expect(readLog(worker.logFile)).not.toContain(sessionId);
    expect(readLog(worker.logFile)).not.toContain(sessionId.split(".")[0]);
  });
});
