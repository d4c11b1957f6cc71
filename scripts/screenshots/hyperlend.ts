// Saves screenshots of /hyperlend at desktop and phone widths into .state/screenshots/ (or SHOTS_DIR): the whole
// page once its markets, map, positions at risk and liquidations are in, one market's view, and the lookup of the
// wallet closest to liquidation. Against a served app with history (DEVNET_HISTORY_DAYS ≥ 1):
//   BASE_URL=http://127.0.0.1:8787 npx tsx scripts/screenshots/hyperlend.ts
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function apiJson<T>(path: string): Promise<T> {
  return (await (await fetch(new URL(path, BASE_URL))).json()) as T;
}

const { markets } = await apiJson<{ markets: { symbol: string; underlying: string }[] }>("/api/v1/tools/lending/markets");
const { positions } = await apiJson<{ positions: { user: string }[] }>("/api/v1/tools/lending/at-risk");
const whype = markets.find((market) => market.symbol === "WHYPE")!.underlying;
const closest = positions[0]?.user ?? null;

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  const saved: string[] = [];
  const shot = async (name: string) => {
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(file);
  };
  const filled = async () => {
    await page.getByRole("table", { name: "HyperLend markets" }).getByRole("button", { name: "WHYPE", exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole("table", { name: "Recent liquidations" }).getByRole("row").nth(1).waitFor({ timeout: 60_000 });
    await page.getByText("Loading", { exact: false }).first().waitFor({ state: "detached", timeout: 60_000 });
  };
  try {
    await page.goto(new URL("/hyperlend", BASE_URL).href);
    await filled();
    await shot("hyperlend");
    await page.goto(new URL(`/hyperlend?market=${whype}`, BASE_URL).href);
    await page.getByRole("article", { name: "WHYPE market" }).waitFor({ timeout: 60_000 });
    await filled();
    await page.getByRole("article", { name: "WHYPE market" }).screenshot({ path: join(OUTPUT_DIR, `hyperlend-market-${viewport.name}.png`) });
    saved.push(join(OUTPUT_DIR, `hyperlend-market-${viewport.name}.png`));
    if (closest !== null) {
      await page.goto(new URL(`/hyperlend?wallet=${closest}`, BASE_URL).href);
      await page.locator(".lending-wallet").getByText("Health factor", { exact: false }).first().waitFor({ timeout: 60_000 });
      await page.locator(".lending-wallet").screenshot({ path: join(OUTPUT_DIR, `hyperlend-wallet-${viewport.name}.png`) });
      saved.push(join(OUTPUT_DIR, `hyperlend-wallet-${viewport.name}.png`));
    }
  } finally {
    await page.close();
  }
  return saved;
}

await shootEveryViewport(goThrough);
