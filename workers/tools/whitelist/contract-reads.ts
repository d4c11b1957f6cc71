import { type Abi, type Address, encodeFunctionData, type Hex, hexToBigInt, type PublicClient, pad, parseAbi, parseAbiItem, toFunctionSelector } from "viem";
import type { WhitelistCheck } from "../../../shared/schemas/whitelist";
import { nodeUnreachable } from "../chain-unavailable";
import type { ListEntry } from "./parse-tree";
import { revertData, revertReason } from "./revert-reason";

/** The getters claim and mint contracts expose their root by, tried in this order. */
const ROOT_GETTERS = ["merkleRoot", "root", "MERKLE_ROOT", "allowlistRoot", "whitelistRoot", "getMerkleRoot"] as const;
/** Per-address claimed or minted mappings and views. */
const CLAIMED_GETTERS = ["claimed", "minted", "hasClaimed", "hasMinted", "isClaimed", "whitelistClaimed"] as const;
const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");

/** The contract's Merkle root: the first getter that answers a non-zero bytes32. */
export async function readRoot(client: PublicClient, contract: Address): Promise<WhitelistCheck["root"]> {
  const answers = await Promise.all(
    ROOT_GETTERS.map((name) => word(client, contract, encodeFunctionData({ abi: parseAbi([`function ${name}() view returns (bytes32)`]) }))),
  );
  const found = answers.findIndex((answer) => answer !== undefined && BigInt(answer) !== 0n);
  return found === -1 ? null : { getter: `${ROOT_GETTERS[found]}()`, value: answers[found]!.toLowerCase() };
}

/**
 * Whether the address already claimed: isClaimed(index) where the list gives an index (MerkleDistributor), else a
 * per-address mapping getter, else the ERC-721 mints to it (Transfer from zero), else unknown.
 */
export async function readClaimed(client: PublicClient, contract: Address, account: Address, entry: ListEntry | null): Promise<WhitelistCheck["claimed"]> {
  const byIndex =
    entry?.index != null
      ? [
          {
            source: `isClaimed(${entry.index})`,
            data: encodeFunctionData({ abi: parseAbi(["function isClaimed(uint256) view returns (bool)"]), args: [BigInt(entry.index)] }),
          },
        ]
      : [];
  const byAccount = CLAIMED_GETTERS.map((name) => ({
    source: `${name}(address)`,
    data: encodeFunctionData({ abi: parseAbi([`function ${name}(address) view returns (bool)`]), args: [account] }),
  }));
  const getters = [...byIndex, ...byAccount];
  const answers = await Promise.all(getters.map((getter) => word(client, contract, getter.data)));
  const found = answers.findIndex((answer) => answer !== undefined && hexToBigInt(answer) <= 1n);
  if (found !== -1) return { status: hexToBigInt(answers[found]!) === 1n ? "claimed" : "not-claimed", source: getters[found]!.source };
  const mints = await client
    .getLogs({ address: contract, event: TRANSFER, args: { from: pad("0x0", { size: 20 }) as Address, to: account }, fromBlock: 0n })
    .catch(() => undefined);
  if (mints !== undefined && mints.length > 0) return { status: "claimed", source: "Transfer events (minted to it)" };
  return { status: "unknown", source: null };
}

/** The claim functions the checker knows, with their arguments from the list's entry; the first the contract has is run. */
function claimCalls(account: Address, entry: ListEntry | null, proof: Hex[]) {
  const index = entry?.index == null ? undefined : BigInt(entry.index);
  const amount = entry?.amount ?? undefined;
  return [
    { signature: "claim(uint256,address,uint256,bytes32[])", args: index !== undefined && amount !== undefined ? [index, account, amount, proof] : undefined },
    { signature: "claim(address,uint256,bytes32[])", args: amount !== undefined ? [account, amount, proof] : undefined },
    { signature: "mint(uint256,bytes32[])", args: amount !== undefined ? [amount, proof] : undefined },
    { signature: "claim(uint256,bytes32[])", args: amount !== undefined ? [amount, proof] : undefined },
    { signature: "mint(bytes32[])", args: [proof] },
    { signature: "claim(bytes32[])", args: [proof] },
    { signature: "mint(address,bytes32[])", args: [account, proof] },
    { signature: "claim(address,bytes32[])", args: [account, proof] },
  ];
}

/**
 * The claim run with eth_call from the address, with the proof the list gives it (an empty one when it is not
 * listed): which function, whether it succeeds, and the exact revert reason when it does not. Null when the
 * contract's code has none of the claim functions the checker knows.
 */
export async function simulateClaim(
  client: PublicClient,
  contract: Address,
  code: Hex,
  account: Address,
  entry: ListEntry | null,
  proof: Hex[],
): Promise<WhitelistCheck["simulation"]> {
  const known = claimCalls(account, entry, proof).filter(({ signature }) => code.includes(toFunctionSelector(`function ${signature}`).slice(2)));
  const runnable = known.find((candidate) => candidate.args !== undefined);
  if (runnable === undefined) return null;
  const data = encodeFunctionData({ abi: [parseAbiItem(`function ${runnable.signature}` as string)] as Abi, args: runnable.args });
  try {
    await client.call({ account, to: contract, data });
    return { call: runnable.signature, ok: true, revertReason: null };
  } catch (error) {
    if (nodeUnreachable(error)) throw error;
    const reverted = revertData(error);
    return { call: runnable.signature, ok: false, revertReason: revertReason(reverted) };
  }
}

/** A view's 32-byte answer, or undefined when the call reverts or answers anything else. */
async function word(client: PublicClient, to: Address, data: Hex): Promise<Hex | undefined> {
  const answer = await client.call({ to, data }).catch((error: unknown) => {
    if (nodeUnreachable(error)) throw error;
    return undefined;
  });
  return answer?.data !== undefined && answer.data.length === 66 ? answer.data : undefined;
}
