// Saves screenshots of the discovery home (/chart) and one filtered list at desktop and phone widths into
// .state/screenshots/ (or SHOTS_DIR). Run against a served app with some history (DEVNET_HISTORY_DAYS=1):
// BASE_URL=http://127.0.0.1:8787 npx tsx scripts/screenshots/discovery.ts
import { join } from "node:path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const FILTERED = "/chart?section=trending&window=24h&minLiquidity=5000&minHolders=20&market=liquidlaunch&sort=volumeUsd&order=desc";

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  const shot = async (name: string) => {
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
  await page.close();
  return saved;
});
