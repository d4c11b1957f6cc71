import { SimpleMerkleTree, StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Address, createPublicClient, encodeFunctionData, encodePacked, http, keccak256, parseAbi } from "viem";
import { describe, expect, inject, it } from "vitest";
import { AIRDROP_CLAIMS, LISTED_CONTRACT, PACKED_LIST, PASS_LIST, UNLISTED_WALLET } from "../../../../devnet/whitelist/lists";
import type { WhitelistCheck } from "../../../../shared/schemas/whitelist";
import type { WhitelistDevnet } from "../../../devnet/whitelist-chain";
import { callWorker } from "../../call-worker";

// The checker against the devnet's three campaigns (devnet/whitelist), on a chain of their own: every expected
// root and proof is rebuilt here with @openzeppelin/merkle-tree, and every claim confirmed by the contract itself.

const devnet: WhitelistDevnet = inject("whitelistDevnet");
const [pass, airdrop, packed] = devnet.campaigns as [(typeof devnet.campaigns)[number], (typeof devnet.campaigns)[number], (typeof devnet.campaigns)[number]];
const bindings = { CHAIN: "devnet" as const, RPC_URL: devnet.rpcUrl, CHAIN_CONTRACTS: JSON.stringify({ whitelistCampaigns: devnet.campaigns }) };
const chain = createPublicClient({ transport: http(devnet.rpcUrl) });
const nftAbi = parseAbi([
  "function mint(bytes32[] proof) returns (uint256)",
  "function minted(address) view returns (bool)",
  "function merkleRoot() view returns (bytes32)",
]);
const distributorAbi = parseAbi([
  "function claim(uint256 index, address account, uint256 amount, bytes32[] proof)",
  "function isClaimed(uint256 index) view returns (bool)",
  "function merkleRoot() view returns (bytes32)",
]);
const packedAbi = parseAbi(["function claim(bytes32[] proof)", "function claimed(address) view returns (bool)", "function root() view returns (bytes32)"]);

async function check(body: Record<string, unknown>): Promise<Response> {
  return callWorker(
    new Request("http://app/api/v1/tools/whitelist/check", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    bindings,
  );
}
async function checked(body: Record<string, unknown>): Promise<WhitelistCheck> {
  const response = await check(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function rpc(method: string, params: unknown[]) {
  const response = await fetch(devnet.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

const passTree = StandardMerkleTree.of(
  PASS_LIST.map((account) => [account]),
  ["address"],
);

describe("the allowlist mint (OpenZeppelin StandardMerkleTree)", () => {
  it("gives a listed wallet the proof the contract accepts, and a mint that succeeds", async () => {
    const wallet = PASS_LIST[6]!;
    const result = await checked({ contract: pass.contract, address: wallet });
    const onChainRoot = await chain.readContract({ address: pass.contract as Address, abi: nftAbi, functionName: "merkleRoot" });
    expect(onChainRoot).toBe(passTree.root);
    expect(result).toMatchObject({
      listed: true,
      encoding: "standard-double-abi",
      verdict: "eligible",
      root: { getter: "merkleRoot()", value: passTree.root },
    });
    expect(result.proof).toEqual(passTree.getProof([wallet]));
    expect(result.summary).toBe(`Listed: mint from ${wallet} succeeds in simulation.`);
    // The contract's own check: the proof mints from the wallet.
    await chain.call({
      account: wallet,
      to: pass.contract as Address,
      data: encodeFunctionData({ abi: nftAbi, functionName: "mint", args: [result.proof as `0x${string}`[]] }),
    });
  });

  it("says an unlisted wallet is not listed, with the contract's own revert", async () => {
    const result = await checked({ contract: pass.contract, address: UNLISTED_WALLET });
    expect(result).toMatchObject({ listed: false, proof: null, verdict: "not-listed", simulation: { call: "mint(bytes32[])", ok: false } });
    expect(result.summary).toBe(`Not listed: ${UNLISTED_WALLET} is not on this list. A claim from it reverts with: NotOnAllowlist(${UNLISTED_WALLET}).`);
    await expect(
      chain.call({ account: UNLISTED_WALLET, to: pass.contract as Address, data: encodeFunctionData({ abi: nftAbi, functionName: "mint", args: [[]] }) }),
    ).rejects.toThrow();
  });

  it("says a wallet that minted already claimed, before and after a mint it makes", async () => {
    const wallet = PASS_LIST[8]!;
    expect(await chain.readContract({ address: pass.contract as Address, abi: nftAbi, functionName: "minted", args: [wallet] })).toBe(false);
    expect((await checked({ contract: pass.contract, address: wallet })).verdict).toBe("eligible");
    await rpc("anvil_setBalance", [wallet, "0x8ac7230489e80000"]);
    const data = encodeFunctionData({ abi: nftAbi, functionName: "mint", args: [passTree.getProof([wallet]) as `0x${string}`[]] });
    const hash = (await rpc("eth_sendTransaction", [{ from: wallet, to: pass.contract, data, gas: "0x493e0" }])) as `0x${string}`;
    expect((await chain.waitForTransactionReceipt({ hash, pollingInterval: 200 })).status).toBe("success");
    expect(await chain.readContract({ address: pass.contract as Address, abi: nftAbi, functionName: "minted", args: [wallet] })).toBe(true);
    const result = await checked({ contract: pass.contract, address: wallet });
    expect(result).toMatchObject({ verdict: "already-claimed", claimed: { status: "claimed", source: "minted(address)" } });
    expect(result.summary).toBe(`Already claimed: ${wallet} is listed and has claimed (minted(address)).`);
    expect(result.simulation).toEqual({ call: "mint(bytes32[])", ok: false, revertReason: `AlreadyMinted(${wallet})` });
  });

  it("says a listed contract's mint would fail, with the exact custom error", async () => {
    const result = await checked({ contract: pass.contract, address: LISTED_CONTRACT });
    expect(result.verdict).toBe("would-fail");
    expect(result.summary).toBe(`Listed, but the claim would fail: ERC721InvalidReceiver(${LISTED_CONTRACT}).`);
  });
});

describe("the airdrop (Uniswap MerkleDistributor)", () => {
  const leaves = AIRDROP_CLAIMS.map(({ account, amount }, index) =>
    keccak256(encodePacked(["uint256", "address", "uint256"], [BigInt(index), account, amount])),
  );
  const tree = SimpleMerkleTree.of(leaves);

  it("finds the packed leaf, the proof and a claim that succeeds", async () => {
    const { account, amount } = AIRDROP_CLAIMS[5]!;
    const result = await checked({ contract: airdrop.contract, address: account });
    expect(await chain.readContract({ address: airdrop.contract as Address, abi: distributorAbi, functionName: "merkleRoot" })).toBe(tree.root);
    expect(result).toMatchObject({
      encoding: "packed",
      verdict: "eligible",
      entry: { index: 5, amount: amount.toString() },
      claimed: { status: "not-claimed", source: "isClaimed(5)" },
    });
    expect(result.proof).toEqual(tree.getProof(leaves[5]!));
    await chain.call({
      account,
      to: airdrop.contract as Address,
      data: encodeFunctionData({ abi: distributorAbi, functionName: "claim", args: [5n, account, amount, result.proof as `0x${string}`[]] }),
    });
  });

  it("says a claim made in the history is claimed, as isClaimed does", async () => {
    expect(await chain.readContract({ address: airdrop.contract as Address, abi: distributorAbi, functionName: "isClaimed", args: [1n] })).toBe(true);
    const result = await checked({ contract: airdrop.contract, address: AIRDROP_CLAIMS[1]!.account });
    expect(result).toMatchObject({ verdict: "already-claimed", simulation: { ok: false, revertReason: "MerkleDistributor: Drop already claimed." } });
  });
});

describe("the packed-leaf claim (plain address list)", () => {
  it("detects single-hashed packed leaves from a lowercase list", async () => {
    const wallet = PACKED_LIST[4]!;
    const tree = SimpleMerkleTree.of(PACKED_LIST.map((account) => keccak256(encodePacked(["address"], [account]))));
    const result = await checked({ contract: packed.contract, address: wallet.toLowerCase(), tree: PACKED_LIST.map((a) => a.toLowerCase()).join(",\n") });
    expect(await chain.readContract({ address: packed.contract as Address, abi: packedAbi, functionName: "root" })).toBe(tree.root);
    expect(result).toMatchObject({ format: "address-list", encoding: "packed", verdict: "eligible", root: { getter: "root()" } });
    expect(result.encodings.filter((encoding) => encoding.matches).map((encoding) => encoding.id)).toEqual(["packed"]);
    expect(result.proof).toEqual(tree.getProof(keccak256(encodePacked(["address"], [wallet]))));
  });

  it("says no encoding matched when the list is another contract's", async () => {
    const result = await checked({ contract: packed.contract, address: PASS_LIST[6]!, tree: pass.tree });
    expect(result).toMatchObject({ encoding: null, verdict: "no-encoding-matched" });
    expect(result.summary).toBe(
      "No leaf encoding of this list rebuilds the contract's root: the list is not this contract's, or its leaves are hashed another way.",
    );
  });
});
