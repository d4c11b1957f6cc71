// The one devnet chain both indexers read: written once with simulated history, saved, and served
// frozen (no mining, no live market) from its saved state for every run, so each run indexes the same blocks.
import { existsSync, rmSync } from "node:fs";
import { manifestPath, startDevnet } from "../../../devnet";
import { anvilBinary, chainStatePath, DEVNET_CHAIN_ID, statesCachePath } from "../../../devnet/anvil";
import { type DevnetManifest, readManifest } from "../../../devnet/manifest";
import { launch } from "../../../processes/launch";
import { createProgress } from "../../../processes/progress";
import { waitUntil } from "../../../processes/wait";

export type BenchChain = { rpcUrl: string; manifest: DevnetManifest; pid: number | undefined; stop: () => Promise<void> };

/** Writes the chain into `dataDir` unless a saved one is there (its state and manifest). */
export async function ensureBenchChain(dataDir: string, logDir: string, port: number, historyDays: number): Promise<void> {
  if (existsSync(chainStatePath(dataDir)) && existsSync(manifestPath(dataDir))) return;
  const devnet = await startDevnet({ port, dataDir, logDir, env: process.env, historyDays, progress: createProgress(process.stderr) });
  // Stopping makes anvil write the whole chain to its state file.
  await devnet.stop();
}

/** anvil serving the saved chain as it is: nothing is mined while the indexers read it. */
export async function serveBenchChain(dataDir: string, logDir: string, port: number): Promise<BenchChain> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  // States anvil moves out of memory go beside the chain, as the devnet's do, not to ~/.foundry where nothing clears them.
  rmSync(statesCachePath(dataDir), { recursive: true, force: true });
  const anvil = launch({
    name: "anvil-bench",
    command: anvilBinary(),
    args: [
      ["--chain-id", String(DEVNET_CHAIN_ID), "--host", "127.0.0.1", "--port", String(port), "--no-mining"],
      ["--load-state", chainStatePath(dataDir), "--cache-path", statesCachePath(dataDir)],
    ].flat(),
    logDir,
    env: process.env,
  });
  await waitUntil(async () => Number(await rpcCall(rpcUrl, "eth_chainId")) === DEVNET_CHAIN_ID, {
    what: `anvil on ${rpcUrl}`,
    process: anvil,
    timeoutMs: 120_000,
  });
  return { rpcUrl, manifest: readManifest(manifestPath(dataDir)), pid: anvil.pid, stop: anvil.stop };
}

/** One JSON-RPC call's result. */
export async function rpcCall<T = string>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}
