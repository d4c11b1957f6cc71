// Saves screenshots of the app shell (landing, leaderboard, chart, the open menu, the Developer Guide),
// of a live pair (its chart page, the chart iframe, the terminal), of one market of each kind (a
// graduated curve, a V2 pair, a V3 pool) and of the search box open on look-alike results, at desktop
// and phone widths into .state/screenshots/ (or SHOTS_DIR). The live pair is the newest tokens' busiest.
// The tools' pages are shot whole, on the devnet's planted cases (devnet/planted).
// Run against a served app: BASE_URL=http://127.0.0.1:4173 npx tsx scripts/screenshots/pages.ts
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { chromium } from "@playwright/test";
import { BUNDLED_LAUNCH, RUG_CREATOR } from "../../devnet/planted/cases";
import { PAIR_ADDRESS, TERMINAL_PATH } from "../../tests/e2e/app-routes";
import { busiestPair } from "../../tests/e2e/busiest-pair";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS } from "../../tests/e2e/chromium";
import { plantedToken } from "../../tests/e2e/planted-cases";
import { OUTPUT_DIR, VIEWPORTS, type Viewport } from "./output";

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void>; ready?: (page: Page) => Promise<void>; fullPage?: boolean };

const livePair = (await busiestPair()).address;

async function apiJson<T>(path: string): Promise<T> {
  return (await (await fetch(new URL(path, BASE_URL))).json()) as T;
}
type Listed = { pairAddress: string | null; bonded?: boolean; address?: string };
/** The devnet's PURR trades on a V2 pair and a V3 pool (devnet/simulator/dex-setup.ts): two look-alike results. */
const LOOK_ALIKE = "PURR";
/** A bonded launch's curve (its token's address), the deepest V2 pair and V3 pool. */
const markets = await (async () => {
  const launches = await apiJson<{ tokens: Listed[] }>("/api/v1/indexer/tokens?tokenType=launchpad&sort=volume24h&limit=100");
  const v2 = await apiJson<{ pairs: Listed[] }>("/api/v1/indexer/pairs?protocol=hyperswap-v2&sort=liquidity&limit=1");
  const v3 = await apiJson<{ pairs: Listed[] }>("/api/v1/indexer/pairs?protocol=hyperswap-v3&sort=liquidity&limit=1");
  return {
    graduated: launches.tokens.find((token) => token.bonded)?.address ?? null,
    v2: v2.pairs[0]!.pairAddress!,
    v3: v3.pairs[0]!.pairAddress!,
  };
})();
/** A sniffer report once its verdict is in. */
const verdictShown = (page: Page) => page.locator(".verdict").waitFor();
const candlesPainted = (page: Page) => page.locator("[data-painted]").first().waitFor({ state: "attached" });
/** A list screen once its rows (or cards) hold data rather than skeletons. */
const listFilled = async (page: Page) => {
  await page.locator(".list-table tbody tr:not(.skeleton-row), .token-card:not(.token-card-skeleton)").first().waitFor();
  // Lazy images below the fold never load; those in view must have.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight));
};

const SHOTS: readonly Shot[] = [
  { name: "landing", path: "/" },
  { name: "leaderboard", path: "/leaderboard", ready: listFilled },
  { name: "recent", path: "/recent", ready: listFilled },
  { name: "hyperswap-pairs", path: "/hyperswap-pairs", ready: listFilled },
  { name: "hyperswap-pools", path: "/hyperswap-pools", ready: listFilled },
  { name: "sphere-tokens", path: "/sphere-tokens", ready: listFilled },
  { name: "lqscan", path: "/lqscan", ready: candlesPainted },
  { name: "chart", path: `/chart/${PAIR_ADDRESS}` },
  { name: "chart-live", path: `/chart/${livePair}`, ready: candlesPainted },
  {
    name: "chart-holders",
    path: `/chart/${livePair}`,
    ready: candlesPainted,
    prepare: async (page) => {
      await page.getByRole("tab", { name: "Holders" }).click();
    },
  },
  ...(markets.graduated === null ? [] : [{ name: "chart-graduated", path: `/chart/${markets.graduated}`, ready: candlesPainted }]),
  { name: "chart-v2", path: `/chart/${markets.v2}`, ready: candlesPainted },
  { name: "chart-v3", path: `/chart/${markets.v3}`, ready: candlesPainted },
  {
    name: "search-look-alikes",
    path: "/chart",
    prepare: async (page) => {
      await page.getByRole("main").getByRole("combobox", { name: "Search tokens" }).fill(LOOK_ALIKE);
      await page.getByRole("grid", { name: "Search results" }).getByRole("row").nth(1).waitFor();
    },
  },
  { name: "iframe", path: `/iframe/${livePair}?timeframe=1m`, ready: candlesPainted },
  { name: "terminal", path: `${TERMINAL_PATH}/trade?pair=${livePair}`, ready: candlesPainted },
  {
    name: "mobile-menu",
    path: "/leaderboard",
    prepare: async (page) => {
      // On a wide screen the menu is the desktop dropdown; on a phone, the slide-in panel.
      const burger = page.getByRole("button", { name: "Open menu" });
      if (await burger.isVisible()) {
        await burger.click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await menu.getByRole("button", { name: "LiquidLaunch" }).click();
        await menu.getByRole("button", { name: "Tools" }).click();
      } else {
        await page.getByRole("button", { name: "Tools" }).click();
      }
    },
  },
  {
    name: "developer-guide",
    path: "/recent",
    prepare: async (page) => {
      const burger = page.getByRole("button", { name: "Open menu" });
      if (await burger.isVisible()) {
        await burger.click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "LiquidLaunch" }).click();
      } else {
        await page.getByRole("button", { name: "LiquidLaunch" }).click();
      }
      await page.getByRole("button", { name: "Guide" }).click();
    },
  },
  { name: "token-sniffer", path: "/token-sniffer", fullPage: true },
  { name: "token-sniffer-honeypot", path: `/token-sniffer/${await plantedToken("HONEY")}`, ready: verdictShown, fullPage: true },
  { name: "token-sniffer-taxed", path: `/token-sniffer/${await plantedToken("TAXED")}`, ready: verdictShown, fullPage: true },
  { name: "token-sniffer-max-transaction", path: `/token-sniffer/${await plantedToken("SLICE")}`, ready: verdictShown, fullPage: true },
  { name: "gas-tracker", path: "/gas-tracker", ready: (page) => page.locator(".gas-lane").first().waitFor(), fullPage: true },
  { name: "stable-peg", path: "/stable-peg", ready: (page) => page.locator(".peg-coin").first().waitFor(), fullPage: true },
  { name: "bubble-maps", path: "/bubble-maps", fullPage: true },
  {
    name: "bubble-maps-bundle",
    path: `/bubble-maps/${await plantedToken(BUNDLED_LAUNCH.symbol)}`,
    ready: async (page) => {
      await page.locator(".bubble-canvas").waitFor();
      await page.waitForTimeout(3000); // let the force layout settle
    },
    fullPage: true,
  },
  { name: "token-sniffer-rug-creator", path: `/token-sniffer/${await plantedToken(RUG_CREATOR.next.symbol)}`, ready: verdictShown, fullPage: true },
  { name: "token-sniffer-bundle", path: `/token-sniffer/${await plantedToken(BUNDLED_LAUNCH.symbol)}`, ready: verdictShown, fullPage: true },
];

async function capture(browser: Browser, viewport: Viewport, shot: Shot): Promise<string> {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  try {
    await page.goto(new URL(shot.path, BASE_URL).href);
    await (shot.ready ?? ((page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor()))(page);
    await shot.prepare?.(page);
    await page.waitForTimeout(300); // let the slide-in and fade animations finish
    const file = join(OUTPUT_DIR, `${shot.name}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage });
    return file;
  } finally {
    await page.close();
  }
}

await mkdir(OUTPUT_DIR, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  for (const viewport of VIEWPORTS) {
    // SHOTS=recent,lqscan takes only those.
    const only = process.env.SHOTS?.split(",");
    for (const shot of SHOTS.filter((entry) => only === undefined || only.includes(entry.name))) console.log(await capture(browser, viewport, shot));
  }
} finally {
  await browser.close();
}
