import { SimpleMerkleTree, StandardMerkleTree } from "@openzeppelin/merkle-tree";
import distributorArtifact from "@uniswap/merkle-distributor/build/MerkleDistributor.json";
import { type Address, createPublicClient, encodeAbiParameters, encodeDeployData, type Hex, http, keccak256, parseAbi, parseEther, stringToHex } from "viem";
import { describe, expect, inject, it } from "vitest";
import { PASS_LIST } from "../../../../devnet/whitelist/lists";
import type { LeafEncoding, WhitelistCheck } from "../../../../shared/schemas/whitelist";
import type { WhitelistDevnet } from "../../../devnet/whitelist-chain";
import { callWorker } from "../../call-worker";

// Each leaf encoding the checker knows, detected against a root on chain: a MerkleDistributor (its npm bytecode)
// deployed here with the root of a tree built with @openzeppelin/merkle-tree in that encoding.

const devnet: WhitelistDevnet = inject("whitelistDevnet");
const bindings = { CHAIN: "devnet" as const, RPC_URL: devnet.rpcUrl, CHAIN_CONTRACTS: JSON.stringify({ whitelistCampaigns: devnet.campaigns }) };
const chain = createPublicClient({ transport: http(devnet.rpcUrl) });
const DEPLOYER: Address = "0x000000000000000000000000000000000000e11c";
const wallets = PASS_LIST.slice(0, 7);
const wallet = wallets[3]!;

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

/** A contract whose merkleRoot() is `root`. */
async function contractWithRoot(root: string): Promise<Address> {
  await rpc("anvil_setBalance", [DEPLOYER, "0x8ac7230489e80000"]);
  const data = encodeDeployData({
    abi: distributorArtifact.abi,
    bytecode: `0x${distributorArtifact.bytecode.replace(/^0x/, "")}` as Hex,
    args: [DEPLOYER, root],
  });
  const hash = await rpc<Hex>("eth_sendTransaction", [{ from: DEPLOYER, data, gas: "0x2dc6c0" }]);
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 200 });
  const address = receipt.contractAddress!;
  expect(await chain.readContract({ address, abi: parseAbi(["function merkleRoot() view returns (bytes32)"]), functionName: "merkleRoot" })).toBe(root);
  return address;
}

async function detected(root: string, tree: string, address: Address = wallet): Promise<WhitelistCheck> {
  const contract = await contractWithRoot(root);
  const response = await callWorker(
    new Request("http://app/api/v1/tools/whitelist/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ contract, address, tree }),
    }),
    bindings,
  );
  expect(response.status).toBe(200);
  return response.json();
}

const simple = (leaves: Hex[]) => SimpleMerkleTree.of(leaves);
const lines = (addresses: readonly string[]) => addresses.join("\n");

describe("leaf encodings detected against the on-chain root", () => {
  const cases: [LeafEncoding, string, () => { root: string; proof: string[] }, string][] = [
    [
      "standard-double-abi",
      "an OpenZeppelin dump of address and amount",
      () => {
        const tree = StandardMerkleTree.of(
          wallets.map((account, i) => [account, parseEther(String(i + 1)).toString()]),
          ["address", "uint256"],
        );
        return { root: tree.root, proof: tree.getProof(3) };
      },
      JSON.stringify(
        StandardMerkleTree.of(
          wallets.map((account, i) => [account, parseEther(String(i + 1)).toString()]),
          ["address", "uint256"],
        ).dump(),
      ),
    ],
    [
      "single-abi",
      "a checksummed address list hashed once, abi-encoded",
      () => {
        const leaves = wallets.map((account) => keccak256(encodeAbiParameters([{ type: "address" }], [account])));
        return { root: simple(leaves).root, proof: simple(leaves).getProof(leaves[3]!) };
      },
      lines(wallets),
    ],
    [
      "string-checksum",
      "an address list whose leaves hash the checksummed text",
      () => {
        const leaves = wallets.map((account) => keccak256(stringToHex(account)));
        return { root: simple(leaves).root, proof: simple(leaves).getProof(leaves[3]!) };
      },
      lines(wallets.map((account) => account.toLowerCase())),
    ],
    [
      "string-lowercase",
      "an address list whose leaves hash the lowercase text",
      () => {
        const leaves = wallets.map((account) => keccak256(stringToHex(account.toLowerCase())));
        return { root: simple(leaves).root, proof: simple(leaves).getProof(leaves[3]!) };
      },
      JSON.stringify(wallets),
    ],
  ];
  for (const [encoding, what, build, file] of cases) {
    it(`${encoding}: ${what}`, async () => {
      const { root, proof } = build();
      const result = await detected(root, file);
      expect(result.encoding).toBe(encoding);
      expect(result.encodings.filter((tried) => tried.matches).map((tried) => tried.id)).toEqual([encoding]);
      expect(result).toMatchObject({ listed: true, proof });
    });
  }
});
