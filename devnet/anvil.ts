import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createPublicClient, http } from "viem";
import { launch, type ManagedProcess, readLog } from "../processes/launch";
import { waitUntil } from "../processes/wait";
import { keepChainSaved, partialSavePath } from "./chain-save";

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
  /** Where a failed periodic save is reported (by default stderr). */
  log?: (line: string) => void;
};

export type Anvil = {
  rpcUrl: string;
  /** anvil itself; its stop() saves the chain first. */
  process: ManagedProcess;
  /** Saves the chain now (devnet/chain-save.ts). */
  save: () => Promise<void>;
};

/**
 * Saving a week of history costs seconds of CPU: once a minute is enough, and the chain is saved again on stop.
 * A kill loses at most this much of the live chain; the indexer takes the shorter chain back as a reorg.
 */
const SAVE_EVERY_MS = 60_000;

/**
 * Starts anvil (chain id 999, one block per second unless writing history) from the saved chain if there is one,
 * waits until it answers eth_chainId, and saves the chain when stopped and once a minute while there is a saved chain
 * (a new one's first save is the caller's: save()).
 */
export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  const statePath = chainStatePath(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  rmSync(partialSavePath(statePath), { force: true });
  const saved = existsSync(statePath);
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
      saved ? ["--load-state", statePath] : [],
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
    throw unreadableState(statePath, readLog(anvil.logFile)) ?? error;
  }
  const log = options.log ?? console.error;
  const saver = keepChainSaved(rpcUrl, statePath, { saved, everyMs: SAVE_EVERY_MS, log });
  let exited = false;
  void anvil.exited.then(() => {
    exited = true;
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await saver.stop();
      if (!exited) await saver.save().catch((error: Error) => log(`saving the devnet chain on stop failed, the last save is kept: ${error.message}`));
      await anvil.stop();
    })();
    return stopping;
  };
  return { rpcUrl, process: { ...anvil, stop }, save: saver.save };
}

/** A plain account of a saved chain anvil refused to load, with what to do; undefined when anvil failed otherwise. */
function unreadableState(statePath: string, log: string): Error | undefined {
  const reason = log.match(/for '--load-state <PATH>': (?:failed to [^:]+: "[^"]*": )?(.+)$/m)?.[1];
  if (reason === undefined) return undefined;
  return new Error(
    `the devnet's saved chain ${statePath} cannot be read (${reason}): it is incomplete or damaged. ` +
      "Start a new chain with `npm start -- --fresh` (it deletes the local state: the chain and what was indexed from it).",
  );
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
