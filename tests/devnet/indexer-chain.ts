import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { DEPLOYER } from "../../devnet/deployer";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import type { NftDeployment } from "../../devnet/nft/collections";
import { deployNfts } from "../../devnet/nft/deploy";
import { simChain } from "../../devnet/simulator/sim-chain";
import { deployTradeGuard } from "../../devnet/trade-guard/deploy";
import { installWhype } from "../../devnet/whype";
import type { DevnetContracts } from "../../shared/chains";
import type { CappedRpc } from "./capped-rpc";
import { startFaultyProxy } from "./faulty-rpc";
import { type ResumedDevnet, resumedDevnet } from "./resumed-chain";

/** What the indexer's worker tests get: a devnet that mines only when told, and a faulty way to reach it. */
export type IndexerDevnet = {
  rpcUrl: string;
  /** The same node behind a proxy that fails requests on purpose (see startFaultyProxy). */
  faultyRpcUrl: string;
  /** POST here puts the chain back to its state right after deployment (see startFaultyProxy). */
  resetUrl: string;
  contracts: DevnetContracts;
  /** The NFT collections and marketplace, with the market's opening trades (devnet/nft). */
  nft: NftDeployment;
  /** Unix time of the last deployment block; tests mine after it. */
  deployedAt: number;
};

declare module "vitest" {
  export interface ProvidedContext {
    indexerDevnet: IndexerDevnet;
    resumedDevnet: ResumedDevnet;
  }
}

/** The devnet's history starts this long ago, so the tests' trades fall inside the rolling 24h window. */
const HISTORY_SECONDS = 6 * 3600;

/** vitest globalSetup of the worker tests: one devnet (anvil, WHYPE, HyperSwap, the launchpad and its trade guard, the NFT collections and market) for the indexer's tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "indexer-devnet-"));
  const clock = new BlockClock(Math.floor(Date.now() / 1000) - HISTORY_SECONDS);
  const anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock.now });
  const chain = simChain(anvil.rpcUrl);
  await chain.impersonateEveryone();
  await installWhype(anvil.rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
  const launchpad = await deployLaunchpad(chain, { deployer: DEPLOYER, v2Router: hyperswap.v2Router, feeRecipient: DEPLOYER, blockTime: clock.advance(2) });
  const tradeGuard = await deployTradeGuard(chain, { launchpad, blockTime: clock.advance(2) });
  const nft = await deployNfts(chain, () => clock.advance(2));
  // anvil consumes a snapshot when it reverts to it: each reset takes the next one.
  let deployed = (await chain.call("evm_snapshot")) as string;
  const resetChain = async () => {
    if ((await chain.call("evm_revert", [deployed])) !== true) throw new Error("the devnet could not revert to its deployment");
    deployed = (await chain.call("evm_snapshot")) as string;
  };
  const proxyPort = await getPort();
  const proxy = await startFaultyProxy(anvil.rpcUrl, proxyPort, resetChain);
  project.provide("indexerDevnet", {
    rpcUrl: anvil.rpcUrl,
    faultyRpcUrl: `http://127.0.0.1:${proxyPort}`,
    resetUrl: `http://127.0.0.1:${proxyPort}/reset-chain`,
    contracts: { launchpad, tradeGuard, nftMarket: nft.market, ...hyperswap },
    nft,
    deployedAt: clock.now,
  });
  const resumedAnvils: Anvil[] = [];
  const resumedDirs: string[] = [];
  const cappedProxies: CappedRpc[] = [];
  project.provide("resumedDevnet", await resumedDevnet(resumedAnvils, resumedDirs, cappedProxies));
  return async () => {
    proxy.close();
    for (const capped of cappedProxies) capped.close();
    await Promise.all([anvil, ...resumedAnvils].map((running) => running.process.stop()));
    for (const folder of [dir, ...resumedDirs]) rmSync(folder, { recursive: true, force: true });
  };
}
