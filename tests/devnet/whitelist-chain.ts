import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { precompileContracts } from "../../devnet/contracts/compile";
import { simChain } from "../../devnet/simulator/sim-chain";
import { deployWhitelistCampaigns } from "../../devnet/whitelist/deploy";
import type { WhitelistCampaign } from "../../shared/schemas/whitelist";

/** What the whitelist checker's worker tests get: a chain of their own with the devnet's three campaigns. */
export type WhitelistDevnet = { rpcUrl: string; campaigns: WhitelistCampaign[] };

declare module "vitest" {
  export interface ProvidedContext {
    whitelistDevnet: WhitelistDevnet;
  }
}

/** vitest globalSetup of the worker tests: anvil with the campaigns deployed as `npm start` deploys them (devnet/whitelist). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "whitelist-devnet-"));
  const clock = new BlockClock(Math.floor(Date.now() / 1000) - 3600);
  const [anvil] = await Promise.all([
    startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock.now }),
    precompileContracts(),
  ]);
  const chain = simChain(anvil.rpcUrl);
  await chain.impersonateEveryone();
  const campaigns = await deployWhitelistCampaigns(chain, clock);
  await chain.goLive(Math.floor(Date.now() / 1000));
  project.provide("whitelistDevnet", { rpcUrl: anvil.rpcUrl, campaigns });
  return async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
