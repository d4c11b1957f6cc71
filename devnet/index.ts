import { existsSync } from "node:fs";
import { join } from "node:path";
import { withLogTail } from "../scripts/lib/processes";
import { chainStatePath, DEVNET_CHAIN_ID, startAnvil } from "./anvil";
import { deployHyperSwap } from "./hyperswap/deploy";
import { deployLaunchpad } from "./launchpad/deploy";
import { readManifest, writeManifest, type DevnetManifest } from "./manifest";
import { simChain } from "./simulator/sim-chain";
import { simulateHistory } from "./simulator/simulate";
import { compileContracts } from "./contracts/compile";
import { installWhype } from "./whype";

export type DevnetOptions = {
  port: number;
  /** The devnet's own folder inside the state folder: chain state and manifest.json. */
  dataDir: string;
  logDir: string;
  env: NodeJS.ProcessEnv;
  /** Days of simulated market written into a fresh chain's past (0: contracts only). */
  historyDays: number;
};

export type Devnet = {
  rpcUrl: string;
  manifest: DevnetManifest;
  /** Settles if the chain process exits on its own, with what happened and its log's tail. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

/** The devnet's deployer: an address of its own (anvil lets it send without a key). */
const DEPLOYER = "0x000000000000000000000000000000000000de91" as const;
const HISTORY_DAYS = 7;
const MARKET_SEED = "lqscan";

/**
 * Starts the local chain. On a fresh state folder it back-dates genesis, installs WHYPE and deploys
 * HyperSwap in the chain's past, then goes live with a block every second and writes
 * <dataDir>/manifest.json; on a restart it resumes the saved chain and its manifest.
 */
export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const manifestFile = manifestPath(options.dataDir);
  const resuming = existsSync(manifestFile) && existsSync(chainStatePath(options.dataDir));
  const now = Math.floor(Date.now() / 1000);
  const anvil = await startAnvil(resuming ? options : { ...options, historyFrom: now - HISTORY_DAYS * 86_400 });
  try {
    const manifest = resuming ? readManifest(manifestFile) : await deployDevnet(anvil.rpcUrl, now, options.historyDays);
    writeManifest(manifestFile, { ...manifest, rpcUrl: anvil.rpcUrl });
    const exited = anvil.process.exited.then((outcome) => withLogTail(anvil.process, `anvil stopped (${outcome})`));
    return { rpcUrl: anvil.rpcUrl, manifest, exited, stop: anvil.process.stop };
  } catch (error) {
    await anvil.process.stop();
    throw error;
  }
}

async function deployDevnet(rpcUrl: string, now: number, historyDays: number): Promise<DevnetManifest> {
  const chain = simChain(rpcUrl);
  let clock = await chain.latestTimestamp();
  await chain.impersonateEveryone();
  const whype = await installWhype(rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => (clock += 2));
  const launchpad = await deployLaunchpad(chain, {
    deployer: DEPLOYER,
    v2Router: hyperswap.v2Router,
    feeRecipient: DEPLOYER,
    blockTime: (clock += 2),
  });
  if (historyDays > 0) {
    await simulateHistory(chain, {
      seed: MARKET_SEED,
      launchpad,
      launchpadAbi: compileContracts().LiquidLaunch!.abi,
      from: Math.max(clock, now - historyDays * 86_400),
      to: now - 30,
    });
  }
  // Writing history takes a while: the chain goes live at the time it finishes.
  await chain.goLive(Math.floor(Date.now() / 1000));
  return {
    chainId: DEVNET_CHAIN_ID,
    rpcUrl,
    contracts: { whype, launchpad, ...hyperswap },
    deployedAt: new Date(now * 1000).toISOString(),
  };
}

export function manifestPath(dataDir: string): string {
  return join(dataDir, "manifest.json");
}
