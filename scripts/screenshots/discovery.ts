// Saves screenshots of the discovery home (/chart), one filtered list, a filtered Sphere Tokens, New Pairs (each row's
// safety chips among them) and filtered Recent Tokens at desktop and phone widths into
// .state/screenshots/ (or SHOTS_DIR). Run against a served app with some history (DEVNET_HISTORY_DAYS=1):
// BASE_URL=http://127.0.0.1:8787 npx tsx scripts/screenshots/discovery.ts
import { join } from "node:path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const FILTERED = "/chart?section=trending&window=24h&minLiquidity=5000&minHolders=20&market=liquidlaunch&sort=volumeUsd&order=desc";
const SPHERE_FILTERED = "/sphere-tokens?market=liquidlaunch&minLiquidity=1000&sort=newest";

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  // A lazily loaded page shows a spinner before its table or cards: wait for a row or card that is not a skeleton.
  const shot = async (name: string, loaded = ".list-table tbody tr:not(.skeleton-row)") => {
    await page.locator(loaded).first().waitFor();
    await page.locator(".skeleton-row").first().waitFor({ state: "detached" });
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  await page.goto(new URL("/chart", BASE_URL).href);
  await page.getByRole("heading", { level: 2, name: "Top losers" }).waitFor();
  await shot("discovery-home");
  await page.goto(new URL(FILTERED, BASE_URL).href);
  await page.getByText("How the trending score is worked out").click();
  await shot("discovery-filtered");
  await page.goto(new URL(SPHERE_FILTERED, BASE_URL).href);
  await shot("sphere-tokens-filtered");
  await page.goto(new URL("/hyperswap-pairs", BASE_URL).href);
  await shot("hyperswap-pairs");
  await page.goto(new URL("/recent?bonded=false&minHolders=1", BASE_URL).href);
  await shot("recent-filtered", "article.token-card");
  await page.close();
  return saved;
});
