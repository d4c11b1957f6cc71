import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createPublicClient, http } from "viem";
import { launch, type ManagedProcess } from "../processes/launch";
import { waitUntil } from "../processes/wait";

export const DEVNET_CHAIN_ID = 999;

export type AnvilOptions = {
  port: number;
  /** Folder for the chain state, kept across restarts so it stays in step with the local D1 data. */
  dataDir: string;
  logDir: string;
  env: NodeJS.ProcessEnv;
  /**
   * Back-dates genesis to this unix time and leaves mining to the caller, who writes history block
   * by block and then goes live (see devnet/simulator/sim-chain.ts). Unset: a block every second.
   */
  historyFrom?: number;
};

export type Anvil = { rpcUrl: string; process: ManagedProcess };

/** Starts anvil (chain id 999, one block per second unless writing history) and waits until it answers eth_chainId. */
export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  mkdirSync(options.dataDir, { recursive: true });
  // A killed anvil leaves its offloaded states behind (gigabytes after hours of a busy chain); they are
  // useless to the next one, which rebuilds from the saved chain.
  rmSync(statesCachePath(options.dataDir), { recursive: true, force: true });
  const anvil = launch({
    name: "anvil",
    command: anvilBinary(),
    args: [
      ["--chain-id", String(DEVNET_CHAIN_ID)],
      ["--host", "127.0.0.1"],
      ["--port", String(options.port)],
      options.historyFrom === undefined ? ["--block-time", "1"] : ["--timestamp", String(options.historyFrom), "--no-mining"],
      ["--state", chainStatePath(options.dataDir)],
      // Dumping the whole chain (hundreds of MB after a week of history) costs CPU: once a minute is
      // enough, and anvil dumps it again when it stops.
      ["--state-interval", "60"],
      // Old states anvil moves out of memory go beside the chain, not to ~/.foundry where nothing clears them.
      ["--cache-path", statesCachePath(options.dataDir)],
    ].flat(),
    logDir: options.logDir,
    env: options.env,
  });
  try {
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2000 }) });
    await waitUntil(async () => (await client.getChainId()) === DEVNET_CHAIN_ID, {
      what: `anvil to answer eth_chainId on ${rpcUrl}`,
      process: anvil,
      timeoutMs: 30_000,
    });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return { rpcUrl, process: anvil };
}

/** Where anvil keeps the chain between runs (in step with the local D1 data). */
export function chainStatePath(dataDir: string): string {
  return join(dataDir, "chain-state.json");
}

/** Where anvil offloads old states from memory; cleared at each start. */
export function statesCachePath(dataDir: string): string {
  return join(dataDir, "anvil-states");
}

// The binary ships in a per-platform npm package; running it directly spares the Node wrapper process.
export function anvilBinary(): string {
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  const require = createRequire(import.meta.url);
  return require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);
}
