import { type Address, getContractAddress, parseEther } from "viem";
import { simAddress } from "../simulator/population";

// The devnet's three allowlist campaigns: who is on each list and who already claimed in the written history.

const SEED = "whitelist";

/** Listed wallets of one campaign, in list order. */
const listed = (campaign: string, count: number) => Array.from({ length: count }, (_, i) => simAddress(SEED, campaign, i));

/** Deploys the campaigns from an account of its own, so no other deployer's nonce (and no address it makes) moves. */
export const WHITELIST_DEPLOYER = simAddress(SEED, "deployer", 0);
/** The airdrop token, the deployer's first contract: listed for the mint, a contract that cannot take an NFT. */
export const LISTED_CONTRACT = getContractAddress({ from: WHITELIST_DEPLOYER, nonce: 0n });
/**
 * The allowlist mint (contracts/AllowlistNFT.sol): one token per listed address, OpenZeppelin StandardMerkleTree
 * leaves. Its last entry is a contract whose mint fails (ERC721InvalidReceiver), as a listed multisig's might.
 */
export const PASS_LIST: readonly Address[] = [...listed("pass", 12), LISTED_CONTRACT];
/** The airdrop (Uniswap's MerkleDistributor): index, account and amount per claim, packed leaves. */
export const AIRDROP_CLAIMS: readonly { account: Address; amount: bigint }[] = listed("airdrop", 10).map((account, i) => ({
  account,
  amount: parseEther(String(100 * (i + 1))),
}));
/** The fixed-amount claim (contracts/PackedClaim.sol): single-hashed packed address leaves. */
export const PACKED_LIST: readonly Address[] = listed("packed", 9);
export const PACKED_CLAIM_AMOUNT = parseEther("50");

/** Positions in each list that claim in the history; every other listed wallet can still claim. */
export const CLAIMED_IN_HISTORY = { pass: [0, 1, 2, 3], airdrop: [0, 1, 2], packed: [0, 1] } as const;

/** A wallet on no list. */
export const UNLISTED_WALLET = simAddress(SEED, "outsider", 0);
