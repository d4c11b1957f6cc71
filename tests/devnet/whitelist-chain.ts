import type { TestProject } from "vitest/node";
import { deployWhitelistCampaigns } from "../../devnet/whitelist/deploy";
import type { WhitelistCampaign } from "../../shared/schemas/whitelist";
import { startScratchChain } from "./scratch-chain";

/** What the whitelist checker's worker tests get: a chain of their own with the devnet's three campaigns. */
export type WhitelistDevnet = { rpcUrl: string; campaigns: WhitelistCampaign[] };

declare module "vitest" {
  export interface ProvidedContext {
    whitelistDevnet: WhitelistDevnet;
  }
}

/** vitest globalSetup of the worker tests: anvil with the campaigns deployed as `npm start` deploys them (devnet/whitelist). */
export default async function setup(project: TestProject) {
  const { rpcUrl, chain, clock, stop } = await startScratchChain("whitelist-devnet");
  const campaigns = await deployWhitelistCampaigns(chain, clock);
  await chain.goLive(Math.floor(Date.now() / 1000));
  project.provide("whitelistDevnet", { rpcUrl: rpcUrl, campaigns });
  return async () => {
    await stop();
  };
}
