import { expect, test } from "@playwright/test";
import { createPublicClient, http, parseAbiItem } from "viem";
import { ZERO_ADDRESS } from "../../shared/addresses";
import { nftCollectionsSchema } from "../../shared/schemas/nft";
import { DEVNET_RPC_URL } from "./chromium";
import { holdOnce } from "./held-route";

// The NFT pages against the devnet's collections: the list's owners and supply are the chain's (recomputed from the
// collection's raw Transfer logs), search and the wash toggle work, and a collection shows its items, traits and wash flags;
// loading, empty and error states in plain words, at 1280 and 375 px.

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });
const transfer = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");
const LIST_API = /\/api\/v1\/tools\/nft\/collections\?/;
const DETAIL_API = /\/api\/v1\/tools\/nft\/collections\/0x[0-9a-f]{40}\?/;

test("NFT collections: chain-true owners, search, wash toggle, a collection's items and activity", async ({ page, request }) => {
  // One flow of many checks, each a page load or a refetch: slow when the machine is busy.
  test.setTimeout(120_000);
  const answer = nftCollectionsSchema.parse(await (await request.get("/api/v1/tools/nft/collections")).json());
  const blobs = answer.collections.find((collection) => collection.symbol === "BLOB")!;
  expect(blobs.standard).toBe("erc721");

  const logs = await chain.getLogs({ address: blobs.address as `0x${string}`, event: transfer, fromBlock: 0n, toBlock: "latest" });
  const owner = new Map<bigint, string>();
  for (const log of logs) owner.set(log.args.tokenId!, log.args.to!.toLowerCase());
  const held = [...owner.values()].filter((address) => address !== ZERO_ADDRESS);
  // The index may be a block behind the chain: compare with what it had indexed when it answered, if the chain moved on.
  expect(blobs.supply).toBe(held.length);
  expect(Math.abs(blobs.owners - new Set(held).size)).toBeLessThanOrEqual(1);

  // Loading, then the API failing (its own call intercepted), then the page as the API answers it.
  const failList = await holdOnce(page, LIST_API, { status: 500, json: { error: "Internal Server Error", message: "D1 is down" } });
  await page.goto("/nft-collections");
  // The page's first load waits for its lazy chunk, slow on a busy machine.
  await expect(page.getByRole("status").filter({ hasText: "Loading the collections…" })).toBeVisible({ timeout: 60_000 });
  failList();
  await expect(page.getByRole("alert")).toHaveText("The collections could not be loaded. The page tries again every 10 seconds.");
  await page.reload();
  const table = page.getByRole("table", { name: "NFT collections" });
  await expect(table.getByRole("link", { name: /Hyper Blobs/ })).toBeVisible();
  await expect(page.getByTestId("wash-share")).toContainText("of volume removed");
  await page.getByRole("searchbox", { name: "Search collections" }).fill("purr");
  await expect(table.getByRole("link", { name: /Purr Pals/ })).toBeVisible();
  await expect(table.getByRole("link", { name: /Hyper Blobs/ })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search collections" }).fill("no such collection");
  await expect(page.getByText("No collection matches “no such collection”.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search collections" }).fill("");
  await page.getByLabel("Include wash trades").check();
  await expect(page.getByTestId("wash-share")).toContainText("Counted in");

  const loadCollection = await holdOnce(page, DETAIL_API);
  await table.getByRole("link", { name: /Hyper Blobs/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the collection" })).toBeAttached();
  loadCollection();
  await expect(page).toHaveURL(new RegExp(`/nft-collections/${blobs.address}`));
  const items = page.getByRole("region", { name: /Items/ });
  await expect(items.locator("img").first()).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  await expect(items.getByText(/Rarity #1$/)).toBeVisible();
  await items.getByLabel("Sort items").selectOption({ label: "Rarest first" });
  await expect(items.locator("li").first()).toContainText("Rarity #1");
  await items.getByLabel("Sort items").selectOption({ label: "Cheapest listed first" });
  // The cheapest listed item is the floor the summary shows.
  const floorText = (await page.locator("dt:text-is('Floor') + dd").textContent())?.trim() ?? "";
  // (With a live market, every listing may have been bought or cancelled: then no item is listed.)
  await expect(items.locator("li").first()).toContainText(floorText === "None listed" ? "Not listed" : `Listed ${floorText}`);
  await items.getByRole("checkbox", { name: /Gold/ }).check();
  await expect(items.getByRole("heading")).toContainText("(6)");
  const crowned = await items.locator("li").count();
  expect(crowned).toBeGreaterThan(0);
  expect(crowned).toBeLessThan(blobs.supply);
  await expect(
    page
      .getByRole("table", { name: "Activity" })
      .getByText(/^Wash: /)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Top owners" }).getByRole("row")).not.toHaveCount(1);

  await page.goto(`/nft-collections/${ZERO_ADDRESS}`);
  await expect(page.getByRole("alert")).toHaveText("This collection is not indexed: no ERC-721 or ERC-1155 at this address has moved a token.");
  await page.goto("/nft-collections/0x1234");
  await expect(page.getByRole("alert")).toHaveText("Invalid collection address format");

  // At phone width both pages fit without scrolling sideways (wide tables scroll inside their own region).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/nft-collections/${blobs.address}`);
  await expect(page.getByRole("region", { name: /Items/ }).locator("img").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto("/nft-collections");
  await expect(page.getByRole("table", { name: "NFT collections" }).getByRole("link", { name: /Hyper Blobs/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
