import { type Address, getAddress, type Hex, type PublicClient } from "viem";
import type { ChainConfig } from "../../../shared/chains";
import { LEAF_ENCODINGS, type WhitelistCampaign, type WhitelistCheck, type WhitelistCheckRequest } from "../../../shared/schemas/whitelist";
import { ApiError } from "../../http/errors";
import { readClaimed, readRoot, simulateClaim } from "./contract-reads";
import { proofVerifies, type RebuiltTree, rebuildTrees } from "./encodings";
import { fetchTree } from "./fetch-tree";
import { type ParsedTree, parseTree } from "./parse-tree";
import { verdictOf } from "./verdict";

/** The campaign of the chain config whose contract this is. */
export function knownCampaign(config: ChainConfig, contract: Address): WhitelistCampaign | undefined {
  return config.contracts.whitelistCampaigns.find((campaign) => campaign.contract.toLowerCase() === contract.toLowerCase());
}

/**
 * Checks an address against a claim or mint contract: reads its root, finds the leaf encoding of the list that
 * rebuilds it, the address's entry and proof, whether it claimed, and runs the claim with eth_call from it.
 * The list is the request's (pasted, uploaded or by URL) or, for a known campaign, its published tree.
 */
export async function checkWhitelist(
  client: PublicClient,
  config: ChainConfig,
  request: WhitelistCheckRequest,
  ownOrigin: string | null,
): Promise<WhitelistCheck> {
  const contract = getAddress(request.contract);
  const address = getAddress(request.address);
  const campaign = knownCampaign(config, contract);
  const parsed = parseTree(await treeText(request, campaign, ownOrigin));
  const [root, code] = await Promise.all([readRoot(client, contract), client.getCode({ address: contract })]);
  if (code === undefined || code === "0x") throw new ApiError(400, `No contract is deployed at ${contract}`);
  const position = parsed.entries.findIndex((entry) => entry.account === address);
  const entry = position === -1 ? null : parsed.entries[position]!;
  const trees = rebuildTrees(parsed);
  const matched = root === null ? undefined : trees.find((tree) => matches(tree, parsed, position, root.value as Hex));
  const proof = matched !== undefined && entry !== null ? proofOf(matched, parsed, position, root!.value as Hex) : null;
  const [claimed, simulation] = await Promise.all([
    readClaimed(client, contract, address, entry),
    simulateClaim(client, contract, code, address, entry, proof ?? []),
  ]);
  const result = {
    contract,
    address,
    campaign: campaign?.name ?? null,
    format: parsed.format,
    entries: parsed.entries.length,
    root,
    encodings: trees.map((tree) => ({ id: tree.id, description: LEAF_ENCODINGS[tree.id], root: tree.root, matches: tree === matched })),
    encoding: matched?.id ?? null,
    listed: entry !== null,
    entry: entry === null ? null : { index: entry.index, amount: entry.amount === null ? null : entry.amount.toString() },
    proof,
    claimed,
    simulation,
  };
  return { ...result, ...verdictOf(result) };
}

async function treeText(request: WhitelistCheckRequest, campaign: WhitelistCampaign | undefined, ownOrigin: string | null): Promise<string> {
  if (request.tree !== undefined) return request.tree;
  if (request.treeUrl !== undefined) return fetchTree(request.treeUrl, ownOrigin);
  if (campaign?.tree != null) return campaign.tree;
  if (campaign?.treeUrl != null) return fetchTree(campaign.treeUrl, ownOrigin);
  throw new ApiError(400, "This contract is not a campaign the checker knows: paste, upload or link its published tree or list");
}

/**
 * An encoding matches when its rebuilt tree has the contract's root, or when the file's own proof for the entry
 * (the address's, else the first) proves its leaf under that root: a claims file built by another tree library
 * has the same leaves and node hashing but may shape the tree differently.
 */
function matches(tree: RebuiltTree, parsed: ParsedTree, position: number, root: Hex): boolean {
  if (tree.root === root) return true;
  const probe = position === -1 ? 0 : position;
  const published = parsed.entries[probe]?.proof;
  const leaf = tree.leaf(probe);
  return published != null && leaf !== null && proofVerifies(root, leaf, published);
}

function proofOf(tree: RebuiltTree, parsed: ParsedTree, position: number, root: Hex): Hex[] {
  if (tree.root === root) return tree.proof(position);
  return parsed.entries[position]!.proof!;
}
