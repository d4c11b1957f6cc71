// Saves screenshots of the NFT pages at desktop and phone widths into .state/screenshots/ (or SHOTS_DIR): the
// collections list, a search that matches nothing, Hyper Blobs sorted rarest first, and an address that is no collection.
// Run against a served app: BASE_URL=http://127.0.0.1:4173 npx tsx scripts/screenshots/nft.ts
import { join } from "node:path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const collections = (await (await fetch(new URL("/api/v1/tools/nft/collections", BASE_URL))).json()) as { collections: { address: string; symbol: string }[] };
const blobs = collections.collections.find((collection) => collection.symbol === "BLOB")!.address;

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  const shot = async (name: string) => {
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  await page.goto(new URL("/nft-collections", BASE_URL).href);
  await page
    .getByRole("table", { name: "NFT collections" })
    .getByRole("link", { name: /Hyper Blobs/ })
    .waitFor();
  await shot("nft-collections");
  await page.getByRole("searchbox", { name: "Search collections" }).fill("no such collection");
  await page.getByText("No collection matches").waitFor();
  await shot("nft-collections-no-match");

  await page.goto(new URL(`/nft-collections/${blobs}`, BASE_URL).href);
  const items = page.getByRole("region", { name: /Items/ });
  await items.locator("img").first().waitFor();
  await items.getByLabel("Sort items").selectOption({ label: "Rarest first" });
  // A full-page shot scrolls nothing into view: the grid's lazy images are asked for at once.
  await items.locator("img").evaluateAll((images) => {
    for (const image of images as HTMLImageElement[]) image.loading = "eager";
  });
  await page.waitForTimeout(1500);
  await shot("nft-collection");
  await page.goto(new URL("/nft-collections/0x0000000000000000000000000000000000000000", BASE_URL).href);
  await page.getByRole("alert").waitFor();
  await shot("nft-collection-not-indexed");
  await page.close();
  return saved;
});
