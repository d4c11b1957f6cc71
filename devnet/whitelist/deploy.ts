import { getAddress, parseEther } from "viem";
import type { WhitelistCampaign } from "../../shared/schemas/whitelist";
import type { BlockClock } from "../block-clock";
import { compileContracts } from "../contracts/compile";
import { npmArtifact } from "../hyperswap/artifacts";
import { call, deploy } from "../hyperswap/transactions";
import { plantedBlocks } from "../planted/planted-block";
import type { SimChain } from "../simulator/sim-chain";
import { AIRDROP_CLAIMS, CLAIMED_IN_HISTORY, LISTED_CONTRACT, PACKED_CLAIM_AMOUNT, PACKED_LIST, PASS_LIST, WHITELIST_DEPLOYER } from "./lists";
import { packedAddressTree, standardAddressTree, uniswapClaimsTree } from "./trees";

/** Uniswap's MerkleDistributor as published on npm: claim(index, account, amount, proof), isClaimed(index). */
const MERKLE_DISTRIBUTOR = npmArtifact("@uniswap/merkle-distributor/build/MerkleDistributor.json");
const GAS = 3_000_000n;

/**
 * The three allowlist campaigns the whitelist checker knows, in four blocks: an airdrop token and the allowlist
 * mint, the airdrop (MerkleDistributor) and the packed-leaf claim, their funding, then the claims of part of
 * each list. Answers the chain config's whitelistCampaigns, each with its published tree inline.
 */
export async function deployWhitelistCampaigns(chain: SimChain, clock: BlockClock): Promise<WhitelistCampaign[]> {
  const compiled = compileContracts();
  const block = plantedBlocks(chain, clock);
  const pass = standardAddressTree(PASS_LIST);
  const airdrop = uniswapClaimsTree(AIRDROP_CLAIMS);
  const packed = packedAddressTree(PACKED_LIST);
  const claimers = [
    ...CLAIMED_IN_HISTORY.pass.map((i) => PASS_LIST[i]!),
    ...CLAIMED_IN_HISTORY.airdrop.map((i) => AIRDROP_CLAIMS[i]!.account),
    ...CLAIMED_IN_HISTORY.packed.map((i) => PACKED_LIST[i]!),
  ];
  await chain.fund([WHITELIST_DEPLOYER, ...claimers], parseEther("10"));

  const [tokenReceipt, passReceipt] = await block([
    { from: WHITELIST_DEPLOYER, ...deploy(compiled.DevnetToken!, ["Drop Token", "DROP", 18], GAS) },
    { from: WHITELIST_DEPLOYER, ...deploy(compiled.AllowlistNFT!, ["Hyper Pass", "HPASS", pass.root], GAS) },
  ]);
  const token = getAddress(tokenReceipt!.contractAddress!);
  if (token !== LISTED_CONTRACT) throw new Error(`the airdrop token is at ${token}, not at the listed ${LISTED_CONTRACT}`);
  const nft = getAddress(passReceipt!.contractAddress!);
  const [distributorReceipt, packedReceipt] = await block([
    { from: WHITELIST_DEPLOYER, ...deploy(MERKLE_DISTRIBUTOR, [token, airdrop.root], GAS) },
    { from: WHITELIST_DEPLOYER, ...deploy(compiled.PackedClaim!, [token, PACKED_CLAIM_AMOUNT, packed.root], GAS) },
  ]);
  const distributor = getAddress(distributorReceipt!.contractAddress!);
  const packedClaim = getAddress(packedReceipt!.contractAddress!);
  const airdropTotal = AIRDROP_CLAIMS.reduce((sum, claim) => sum + claim.amount, 0n);
  await block([
    { from: WHITELIST_DEPLOYER, ...call(compiled.DevnetToken!, token, "mint", [distributor, airdropTotal], 200_000n) },
    { from: WHITELIST_DEPLOYER, ...call(compiled.DevnetToken!, token, "mint", [packedClaim, PACKED_CLAIM_AMOUNT * BigInt(PACKED_LIST.length)], 200_000n) },
  ]);
  await block([
    ...CLAIMED_IN_HISTORY.pass.map((i) => ({ from: PASS_LIST[i]!, ...call(compiled.AllowlistNFT!, nft, "mint", [pass.proofs[i]], 300_000n) })),
    ...CLAIMED_IN_HISTORY.airdrop.map((i) => {
      const { account, amount } = AIRDROP_CLAIMS[i]!;
      return { from: account, ...call(MERKLE_DISTRIBUTOR, distributor, "claim", [BigInt(i), account, amount, airdrop.proofs[i]], 300_000n) };
    }),
    ...CLAIMED_IN_HISTORY.packed.map((i) => ({ from: PACKED_LIST[i]!, ...call(compiled.PackedClaim!, packedClaim, "claim", [packed.proofs[i]], 300_000n) })),
  ]);
  return [
    { name: "Hyper Pass allowlist mint", kind: "nft-mint", contract: nft, format: "openzeppelin-standard", tree: pass.file, treeUrl: null },
    { name: "DROP airdrop", kind: "token-airdrop", contract: distributor, format: "uniswap-distributor", tree: airdrop.file, treeUrl: null },
    { name: "DROP early-user claim", kind: "token-claim", contract: packedClaim, format: "address-list", tree: packed.file, treeUrl: null },
  ];
}
