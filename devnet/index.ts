import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Address } from "viem";
import { withLogTail } from "../processes/launch";
import { type Progress, unreported } from "../processes/progress";
import { chainStatePath, DEVNET_CHAIN_ID, startAnvil } from "./anvil";
import { BlockClock } from "./block-clock";
import { compileContracts, precompileContracts } from "./contracts/compile";
import { DEPLOYER } from "./deployer";
import { deployHyperSwap, type HyperSwapDeployment } from "./hyperswap/deploy";
import { runBondingKeeper } from "./launchpad/bonding-keeper";
import { deployLaunchpad } from "./launchpad/deploy";
import { deployLending } from "./lending/deploy";
import { lendingVenue } from "./lending/manifest";
import { type DevnetManifest, readManifest, writeManifest } from "./manifest";
import { deployNfts } from "./nft/deploy";
import { plantCases } from "./planted";
import { plantedDepegEpisode, plantStableDepeg } from "./planted/stable-depeg";
import { plantSupplyChanges } from "./planted/stable-supply";
import { dexMarket } from "./simulator/dex-setup";
import { liveMarket, runLive } from "./simulator/live";
import { runNftLive, withNftHistory } from "./simulator/nft-market";
import { type SimChain, simChain } from "./simulator/sim-chain";
import { simulatedMarket, simulateHistory } from "./simulator/simulate";
import { deployTradeGuard } from "./trade-guard/deploy";
import { deployWhitelistCampaigns } from "./whitelist/deploy";
import { installWhype } from "./whype";

export type DevnetOptions = {
  port: number;
  /** The devnet's own folder inside the state folder: chain state and manifest.json. */
  dataDir: string;
  logDir: string;
  env: NodeJS.ProcessEnv;
  /** Days of simulated market written into a fresh chain's past (0: contracts only). */
  historyDays: number;
  /** Where the start's steps and the history's progress are printed (by default nowhere). */
  progress?: Progress;
};

export type Devnet = {
  rpcUrl: string;
  manifest: DevnetManifest;
  /** What the simulated history wrote, on a fresh devnet with history. */
  history?: HistoryStats;
  /** Settles if the chain process exits on its own, with what happened and its log's tail. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

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
  const progress = options.progress ?? unreported;
  // A chain saved without its manifest (a start killed while writing history) is no devnet to resume.
  if (!resuming) rmSync(chainStatePath(options.dataDir), { force: true });
  const anvilOptions = { ...options, log: progress.log };
  const anvil = await progress.step("devnet chain (anvil)", () =>
    startAnvil(resuming ? anvilOptions : { ...anvilOptions, historyFrom: now - HISTORY_DAYS * 86_400 }),
  );
  try {
    const deployed = resuming
      ? await resumeDevnet(anvil.rpcUrl, readManifest(manifestFile), progress)
      : await deployDevnet(anvil.rpcUrl, now, options.historyDays, progress);
    // A new chain is saved before its manifest is written: a start that finds the manifest resumes the chain.
    if (!resuming) await progress.step("devnet save", anvil.save);
    const manifest = { ...deployed.manifest, rpcUrl: anvil.rpcUrl };
    writeManifest(manifestFile, manifest);
    const exited = anvil.process.exited.then((outcome) => withLogTail(anvil.process, `anvil stopped (${outcome})`));
    const { launchpad } = manifest.contracts;
    const keeper = launchpad ? runBondingKeeper(simChain(anvil.rpcUrl), launchpad as Address, progress.log) : undefined;
    const stop = async () => {
      await keeper?.stop();
      await deployed.live?.stop();
      await anvil.process.stop();
    };
    return { rpcUrl: anvil.rpcUrl, manifest, history: deployed.history, exited, stop };
  } catch (error) {
    await anvil.process.stop();
    throw error;
  }
}

type HistoryStats = Awaited<ReturnType<typeof simulateHistory>>["stats"] & { nftTransactions: number; seconds: number };

const bothStopped = (...loops: { stop: () => Promise<void> }[]) => ({ stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))) });

type DeployedDevnet = { manifest: DevnetManifest; history?: HistoryStats; live?: { stop: () => Promise<void> } };

async function deployDevnet(rpcUrl: string, now: number, historyDays: number, progress: Progress): Promise<DeployedDevnet> {
  const chain = simChain(rpcUrl);
  const { deployment, hyperswap, launchpad, clock } = await progress.step("devnet contracts (compile, deploy)", () => deployContracts(chain, rpcUrl, now));
  const venues = { deployer: DEPLOYER, launchpad, launchpadAbi: compileContracts().LiquidLaunch!.abi, hyperswap, lending: lendingVenue(deployment) };
  // History that reaches back to the planted depeg steers USDC through it; a shorter one (or none) starts after it.
  const depeg = plantedDepegEpisode(now);
  const historyFrom = Math.max(clock, now - historyDays * 86_400);
  const historyHasDepeg = historyDays > 0 && historyFrom < depeg.start;
  const afterDepeg = historyHasDepeg ? clock : await progress.step("planted depeg", () => plantStableDepeg(chain, venues, MARKET_SEED, depeg));
  if (historyDays <= 0) {
    await plantSupplyChanges(chain, hyperswap, DEPLOYER);
    await chain.goLive(Math.floor(Date.now() / 1000));
    return { manifest: deployment };
  }
  const started = performance.now();
  const nftHistory = await withNftHistory(chain, deployment.nft!, MARKET_SEED, Math.max(historyFrom, afterDepeg));
  const { stats, market } = await progress.step("simulated history", (report) =>
    simulateHistory(nftHistory.chain, {
      seed: MARKET_SEED,
      ...venues,
      from: Math.max(historyFrom, afterDepeg),
      to: now - 30,
      plantedDepegs: [depeg],
      report,
    }),
  );
  await nftHistory.check();
  const history = { ...stats, nftTransactions: nftHistory.trades(), seconds: Math.round((performance.now() - started) / 100) / 10 };
  await plantSupplyChanges(chain, hyperswap, DEPLOYER);
  // Writing history takes a while: the chain goes live at the time it finishes, and the market with it.
  const liveFrom = Math.floor(Date.now() / 1000);
  await chain.goLive(liveFrom);
  const live = runLive(chain, liveMarket(chain, market, liveFrom), progress.log);
  const nftLive = await runNftLive(chain, deployment.nft!, MARKET_SEED, progress.log);
  return { manifest: { ...deployment, market: { seed: MARKET_SEED, established: market.dex.established } }, history, live: bothStopped(live, nftLive) };
}

/**
 * WHYPE, HyperSwap, the launchpad and its trade guard, deployed a few seconds apart from the chain's back-dated genesis on, then
 * the cases planted for the tools (devnet/planted).
 */
async function deployContracts(chain: SimChain, rpcUrl: string, now: number) {
  await precompileContracts();
  const clock = new BlockClock(await chain.latestTimestamp());
  await chain.impersonateEveryone();
  const whype = await installWhype(rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
  const launchpad = await deployLaunchpad(chain, {
    deployer: DEPLOYER,
    v2Router: hyperswap.v2Router,
    feeRecipient: DEPLOYER,
    blockTime: clock.advance(2),
  });
  const planted = await plantCases(chain, { launchpad, launchpadAbi: compileContracts().LiquidLaunch!.abi, hyperswap, clock });
  const tradeGuard = await deployTradeGuard(chain, { launchpad, blockTime: clock.advance(2) });
  const lending = await deployLending(chain, { deployer: DEPLOYER, hyperswap, blockTime: () => clock.advance(2) });
  const whitelistCampaigns = await deployWhitelistCampaigns(chain, clock);
  const nft = await deployNfts(chain, () => clock.advance(2));
  const deployment: DevnetManifest = {
    chainId: DEVNET_CHAIN_ID,
    rpcUrl,
    contracts: { whype, launchpad, tradeGuard, nftMarket: nft.market, ...hyperswap, lending: lending.contracts, whitelistCampaigns },
    lending: lending.devnet,
    deployedAt: new Date(now * 1000).toISOString(),
    planted,
    nft,
  };
  return { deployment, hyperswap, launchpad, clock: clock.now };
}

/** A restarted devnet: senders impersonated again and, when its history had a market, the market goes on live with new launches and the same people. */
async function resumeDevnet(rpcUrl: string, saved: DevnetManifest, progress: Progress): Promise<DeployedDevnet> {
  const chain = simChain(rpcUrl);
  // anvil does not keep this setting in its saved state; every devnet sends from impersonated accounts.
  await Promise.all([chain.impersonateEveryone(), precompileContracts()]);
  const contracts = { ...saved.contracts };
  // A state saved before the trade guard existed gets it now: the app trades on the curve only through it.
  if (contracts.launchpad && !contracts.tradeGuard) {
    contracts.tradeGuard = await deployTradeGuard(chain, { launchpad: contracts.launchpad as Address });
  }
  const manifest = { ...saved, contracts };
  const { market } = manifest;
  const { launchpad, v2Factory, v2Router, v3Factory, v3PositionManager, v3SwapRouter, v3Quoter, stablecoins, referencePools } = contracts;
  if (!market || !launchpad || !v2Factory || !v2Router || !v3Factory || !v3PositionManager || !v3SwapRouter || !v3Quoter || !stablecoins || !referencePools) {
    return { manifest };
  }
  const hyperswap = { v2Factory, v2Router, v3Factory, v3PositionManager, v3SwapRouter, v3Quoter, stablecoins, referencePools } as HyperSwapDeployment;
  const venues = {
    seed: market.seed,
    deployer: DEPLOYER,
    launchpad: launchpad as Address,
    launchpadAbi: compileContracts().LiquidLaunch!.abi,
    hyperswap,
    lending: lendingVenue(manifest),
  };
  const simulated = simulatedMarket(venues, dexMarket(market.seed, hyperswap, market.established));
  const live = runLive(chain, liveMarket(chain, simulated, Math.floor(Date.now() / 1000)), progress.log);
  return { manifest, live: manifest.nft ? bothStopped(live, await runNftLive(chain, manifest.nft, market.seed, progress.log)) : live };
}

export function manifestPath(dataDir: string): string {
  return join(dataDir, "manifest.json");
}
