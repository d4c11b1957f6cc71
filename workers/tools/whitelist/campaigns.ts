import type { ChainConfig } from "../../../shared/chains";
import type { WhitelistCampaignList } from "../../../shared/schemas/whitelist";
import { parseTree } from "./parse-tree";

/** The chain config's campaigns, each with where the app serves its tree and how many entries it lists. */
export function whitelistCampaigns(config: ChainConfig): WhitelistCampaignList {
  return {
    campaigns: config.contracts.whitelistCampaigns.map(({ tree, ...campaign }) => ({
      ...campaign,
      treePath: `/api/v1/tools/whitelist/campaigns/${campaign.contract}/tree`,
      entries: tree === null ? 0 : parseTree(tree).entries.length,
    })),
  };
}
