import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { expect, test } from "@playwright/test";
import { createPublicClient, encodeFunctionData, type Hex, http, parseAbi } from "viem";
import { PACKED_LIST, PASS_LIST, UNLISTED_WALLET } from "../../devnet/whitelist/lists";
import { type WhitelistCampaignList, whitelistCampaignListSchema } from "../../shared/schemas/whitelist";
import { DEVNET_RPC_URL } from "./chromium";
import { holdOnce } from "./held-route";

// The whitelist checker on the devnet's campaigns (devnet/whitelist): one flow through a listed wallet (its proof
// rebuilt here and confirmed by the contract's own mint), one that minted in the history, an unlisted one, a list
// that is another contract's, a malformed paste, and the page at 375 px.

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });
const mintAbi = parseAbi(["function mint(bytes32[] proof) returns (uint256)"]);

test("checks wallets against the devnet's campaigns, in plain words and at 375 px", async ({ page, request, context }) => {
  // Seven checks against the chain in one flow: room for a busy machine.
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { campaigns }: WhitelistCampaignList = whitelistCampaignListSchema.parse(await (await request.get("/api/v1/tools/whitelist/campaigns")).json());
  const pass = campaigns.find((campaign) => campaign.kind === "nft-mint")!;
  const packed = campaigns.find((campaign) => campaign.kind === "token-claim")!;

  // Loading the campaigns, then their API failing (the page's own call intercepted): the form still works.
  const failCampaigns = await holdOnce(page, "**/api/v1/tools/whitelist/campaigns", {
    status: 500,
    json: { error: "Internal Server Error", message: "D1 is down" },
  });
  await page.goto("/whitelist-checker");
  // The page's first load waits for its lazy chunk, slow on a busy machine.
  await expect(page.getByRole("status").filter({ hasText: "Loading the known campaigns…" })).toBeVisible({ timeout: 60_000 });
  failCampaigns();
  await expect(page.getByRole("alert")).toHaveText("The known campaigns could not be loaded; you can still check any contract with its tree.");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pick a campaign or paste a contract, then an address" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Campaign", { exact: true })).toHaveValue(pass.contract);

  // A malformed address is refused before any check.
  await page.getByLabel("Wallet address").fill("0x12345");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid wallet address format");

  // A listed wallet that has not minted: the answer, then its proof, which the contract accepts.
  const wallet = PASS_LIST[9]!;
  const releaseCheck = await holdOnce(page, "**/api/v1/tools/whitelist/check");
  await page.getByLabel("Wallet address").fill(wallet);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("button", { name: "Checking…" })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Checking the address against the contract" })).toBeAttached();
  releaseCheck();
  await expect(page.getByRole("heading", { name: "Listed: can claim" })).toBeVisible();
  await expect(page.getByText(`Listed: mint from ${wallet} succeeds in simulation.`)).toBeVisible();
  const tree = StandardMerkleTree.of(
    PASS_LIST.map((account) => [account]),
    ["address"],
  );
  const proof = tree.getProof([wallet]) as Hex[];
  await expect(page.locator(".whitelist-proof li")).toHaveText(proof);
  await page.getByRole("button", { name: "Copy proof" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(proof);
  await chain.call({ account: wallet, to: pass.contract as Hex, data: encodeFunctionData({ abi: mintAbi, functionName: "mint", args: [proof] }) });
  await expect(page.getByText("keccak256(keccak256(abi.encode(values))): OpenZeppelin StandardMerkleTree")).toHaveCount(2);

  // A wallet that minted in the history, then one on no list.
  await page.getByLabel("Wallet address").fill(PASS_LIST[0]!);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("heading", { name: "Already claimed" })).toBeVisible();
  await expect(page.getByText(`Already claimed: ${PASS_LIST[0]} is listed and has claimed (minted(address)).`)).toBeVisible();
  await page.getByLabel("Wallet address").fill(UNLISTED_WALLET);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(
    page.getByText(`Not listed: ${UNLISTED_WALLET} is not on this list. A claim from it reverts with: NotOnAllowlist(${UNLISTED_WALLET}).`),
  ).toBeVisible();

  // Another contract, with the mint's list pasted: no encoding rebuilds its root. Then a paste that is no tree.
  await page.getByLabel("Campaign", { exact: true }).selectOption("other");
  await page.getByLabel("Claim or mint contract").fill(packed.contract);
  await page.getByLabel("Wallet address").fill(PACKED_LIST[4]!);
  await page.getByLabel("Tree or list", { exact: true }).fill(PASS_LIST.join("\n"));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("heading", { name: "No encoding matched" })).toBeVisible();
  await page.getByLabel("Tree or list", { exact: true }).fill(`${PACKED_LIST[0]}\nnot-an-address`);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("alert")).toHaveText('Line 2 is not an address: "not-an-address"');

  // The packed list itself, at phone width: the answer fits without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel("Tree or list", { exact: true }).fill(PACKED_LIST.join("\n"));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("heading", { name: "Listed: can claim" })).toBeVisible();
  await expect(page.getByText("keccak256(abi.encodePacked(values)): packed, single-hashed")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
