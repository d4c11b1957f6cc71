import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { describe, expect, inject, it } from "vitest";
import { PASS_LIST } from "../../../../devnet/whitelist/lists";
import type { WhitelistCampaignList } from "../../../../shared/schemas/whitelist";
import type { WhitelistDevnet } from "../../../devnet/whitelist-chain";
import { callWorker } from "../../call-worker";

// The checker's refusals and its list of campaigns: a 5 MB tree, malformed trees, private URLs.

const devnet: WhitelistDevnet = inject("whitelistDevnet");
const pass = devnet.campaigns[0]!;
const bindings = { CHAIN: "devnet" as const, RPC_URL: devnet.rpcUrl, CHAIN_CONTRACTS: JSON.stringify({ whitelistCampaigns: devnet.campaigns }) };
const CHECK = "http://app/api/v1/tools/whitelist/check";

async function refusal(body: BodyInit, headers: Record<string, string> = {}) {
  const response = await callWorker(
    new Request(CHECK, { method: "POST", headers: { "content-type": "application/json", ...headers }, body, duplex: "half" } as RequestInit),
    bindings,
  );
  return { status: response.status, body: (await response.json()) as { error: string; message: string } };
}
const withTree = (tree: string) => JSON.stringify({ contract: pass.contract, address: PASS_LIST[6], tree });

describe("POST /api/v1/tools/whitelist/check refuses", () => {
  it("a 5 MB upload with 413, by its length and while a body without one is read", async () => {
    const big = withTree("0x0000000000000000000000000000000000000001\n".repeat(120_000));
    expect(big.length).toBeGreaterThan(5_000_000);
    const expected = { status: 413, body: { error: "Payload Too Large", message: "The tree or list cannot exceed 4 MiB" } };
    expect(await refusal(big)).toEqual(expected);
    const bytes = new TextEncoder().encode(big);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + 65_536));
        sent += 65_536;
      },
    });
    expect(await refusal(stream)).toEqual(expected);
    expect(sent).toBeLessThan(bytes.length);
  });

  it("malformed trees with 400 saying what is wrong", async () => {
    const dump = StandardMerkleTree.of([[PASS_LIST[0]], [PASS_LIST[1]]], ["address"]).dump();
    const cases: [string, string][] = [
      ["{ not json", "The tree is not valid JSON: Expected property name or '}' in JSON at position 2 (line 1 column 3)"],
      [JSON.stringify({ ...dump, tree: dump.tree.slice(1) }), "The OpenZeppelin tree is invalid: Merkle tree does not contain the expected value"],
      [JSON.stringify({ ...dump, leafEncoding: ["uint256"] }), "The OpenZeppelin tree's leaves hold no address (its leafEncoding has no address type)"],
      [
        JSON.stringify({ merkleRoot: "0x00", claims: { [PASS_LIST[0]!]: { index: 0, amount: "0x1", proof: ["0x12"] } } }),
        `claims["${PASS_LIST[0]}"].proof must be a list of 32-byte hex values`,
      ],
      [`${PASS_LIST[0]}\n${PASS_LIST[1]}\nnot-an-address`, 'Line 3 is not an address: "not-an-address"'],
      [
        JSON.stringify({ hello: "world" }),
        "The tree is not an OpenZeppelin StandardMerkleTree dump (format standard-v1), a Uniswap claims file (merkleRoot and claims) or a list of addresses",
      ],
    ];
    for (const [tree, message] of cases)
      expect(await refusal(withTree(tree)), tree.slice(0, 60)).toEqual({ status: 400, body: { error: "Bad Request", message } });
  });

  it("a URL to a private address, and a contract it knows no tree of", async () => {
    const url = await refusal(JSON.stringify({ contract: pass.contract, address: PASS_LIST[6], treeUrl: `${devnet.rpcUrl}/tree.json` }));
    expect(url).toEqual({ status: 400, body: { error: "Bad Request", message: "The tree URL points to a private or local address" } });
    const unknown = await refusal(JSON.stringify({ contract: PASS_LIST[2], address: PASS_LIST[6] }));
    expect(unknown.body.message).toBe("This contract is not a campaign the checker knows: paste, upload or link its published tree or list");
  });
});

describe("GET /api/v1/tools/whitelist/campaigns", () => {
  it("lists the devnet's campaigns and serves each published tree", async () => {
    const response = await callWorker(new Request("http://app/api/v1/tools/whitelist/campaigns"), bindings);
    const { campaigns } = (await response.json()) as WhitelistCampaignList;
    expect(campaigns.map(({ name, format, entries }) => ({ name, format, entries }))).toEqual([
      { name: "Hyper Pass allowlist mint", format: "openzeppelin-standard", entries: 13 },
      { name: "DROP airdrop", format: "uniswap-distributor", entries: 10 },
      { name: "DROP early-user claim", format: "address-list", entries: 9 },
    ]);
    const tree = await callWorker(new Request(`http://app${campaigns[0]!.treePath}`), bindings);
    expect(StandardMerkleTree.load(await tree.json<Parameters<typeof StandardMerkleTree.load>[0]>()).root).toBe(
      StandardMerkleTree.of(
        PASS_LIST.map((a) => [a]),
        ["address"],
      ).root,
    );
  });
});
