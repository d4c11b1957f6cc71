import { join } from "node:path";
import { withLogTail } from "../scripts/lib/processes";
import { DEVNET_CHAIN_ID, startAnvil } from "./anvil";
import { writeManifest, type DevnetManifest } from "./manifest";
import { installWhype } from "./whype";

export type DevnetOptions = {
  port: number;
  /** The devnet's own folder inside the state folder: chain state and manifest.json. */
  dataDir: string;
  logDir: string;
  env: NodeJS.ProcessEnv;
};

export type Devnet = {
  rpcUrl: string;
  manifest: DevnetManifest;
  /** Settles if the chain process exits on its own, with what happened and its log's tail. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Starts the local chain and installs the contracts the app expects, then writes
 * <dataDir>/manifest.json. Each later deployment step (Uniswap, launchpad, simulator) adds to the manifest.
 */
export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const anvil = await startAnvil(options);
  try {
    const whype = await installWhype(anvil.rpcUrl);
    const manifest: DevnetManifest = {
      chainId: DEVNET_CHAIN_ID,
      rpcUrl: anvil.rpcUrl,
      contracts: { whype },
      deployedAt: new Date().toISOString(),
    };
    writeManifest(manifestPath(options.dataDir), manifest);
    const exited = anvil.process.exited.then((outcome) => withLogTail(anvil.process, `anvil stopped (${outcome})`));
    return { rpcUrl: anvil.rpcUrl, manifest, exited, stop: anvil.process.stop };
  } catch (error) {
    await anvil.process.stop();
    throw error;
  }
}

export function manifestPath(dataDir: string): string {
  return join(dataDir, "manifest.json");
}
