// What the accessibility test scans with axe: every route of the app at desktop and phone width, a live
// devnet pair's chart, iframe and terminal, and the states behind a click (open menus, the guide, search
// results). Shared by accessibility.spec.ts and the scripts/axe-report.ts tally.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { APP_ROUTES, TERMINAL_PATH } from "./app-routes";
import { BASE_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { signInByEmail } from "./sign-in-steps";

export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

export type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** The pair the scans open: a fresh launch with a buy and a sell, its creator scored, so lists, tier badges and trades all have something to show. */
export type ScannedPair = { address: string; symbol: string };

export type Scan = {
  name: string;
  path: (pair: ScannedPair) => string;
  /** Only at this width: the desktop dropdowns and the phone menu are never on screen together. */
  only?: Viewport["name"];
  /** Brings the page into the state to scan, once it has loaded. */
  open?: (page: Page, pair: ScannedPair) => Promise<void>;
};

export async function launchScannedPair(): Promise<ScannedPair> {
  const symbol = `AXE${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const address = await market.createToken(await fundedAccount(), symbol);
  await market.buy(trader, address, "150");
  await market.sell(trader, address, 0.5);
  await indexedTrades(address, 2);
  // The five-minute cron scores creators: the leaderboard and the tier badges get a row to show.
  await fetch(new URL("/__scheduled?cron=*/5+*+*+*+*", BASE_URL));
  return { address, symbol };
}

/** Opens a header menu: the desktop dropdown, or on a phone the menu panel with that group expanded. */
async function openHeaderMenu(page: Page, title: string): Promise<void> {
  const burger = page.getByRole("button", { name: "Open menu" });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: title }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: title }).click();
  }
  await page.getByRole("list", { name: title }).waitFor();
}

/** The header's token search: in the banner on a desktop, in the menu panel on a phone. */
async function headerSearch(page: Page) {
  const burger = page.getByRole("button", { name: "Open menu" });
  if (!(await burger.isVisible())) return page.getByRole("banner").getByRole("combobox", { name: "Search tokens" });
  await burger.click();
  return page.getByRole("dialog", { name: "Menu" }).getByRole("combobox", { name: "Search tokens" });
}

export const SCANS: readonly Scan[] = [
  ...APP_ROUTES.map((route) => ({ name: route.path, path: () => route.path })),
  { name: "/chart/{pair}", path: (pair) => `/chart/${pair.address}` },
  {
    name: "/chart/{pair}, holders tab",
    path: (pair) => `/chart/${pair.address}`,
    open: async (page) => {
      await page.getByRole("tab", { name: "Holders" }).click();
      await page.locator(".holders-table").waitFor();
    },
  },
  { name: "/iframe/{pair}", path: (pair) => `/iframe/${pair.address}` },
  { name: `${TERMINAL_PATH}/trade?pair={pair}`, path: (pair) => `${TERMINAL_PATH}/trade?pair=${pair.address}` },
  {
    name: "/chart, search results",
    path: () => "/chart",
    open: async (page, pair) => {
      await (await headerSearch(page)).fill(pair.symbol);
      await page.getByRole("grid", { name: "Search results" }).getByRole("row").first().waitFor();
    },
  },
  {
    name: "/chart, search results, an address copied",
    path: () => "/chart",
    open: async (page, pair) => {
      const box = await headerSearch(page);
      await box.fill(pair.symbol);
      await page.getByRole("grid", { name: "Search results" }).getByRole("row").first().waitFor();
      await box.press("ArrowRight");
      await box.press("Enter");
      await page.getByText("Copied").waitFor();
    },
  },
  {
    name: "/sphere-tokens, an address copied",
    path: () => "/sphere-tokens",
    open: async (page) => {
      await page
        .getByRole("button", { name: /^Copy .* address$/ })
        .first()
        .click();
      await page.getByText("Copied").waitFor();
    },
  },
  { name: "/leaderboard, dropdown open", path: () => "/leaderboard", only: "desktop", open: (page) => openHeaderMenu(page, "Tools") },
  {
    name: "/recent, mobile menu open",
    path: () => "/recent",
    only: "phone",
    open: async (page) => {
      await openHeaderMenu(page, "LiquidLaunch");
      const menu = page.getByRole("dialog", { name: "Menu" });
      for (const group of ["Hyperswap", "Tools"]) await menu.getByRole("button", { name: group }).click();
    },
  },
  {
    name: "/recent, sign-in modal open",
    path: () => "/recent",
    open: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("dialog", { name: "Sign in" }).waitFor();
    },
  },
  {
    // Its body scrolls here, and a keyboard reader must reach what is below the fold.
    name: "/recent, sign-in modal open on a 480 px high screen",
    path: () => "/recent",
    open: async (page) => {
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 375, height: 480 });
      await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
      const body = page.getByRole("dialog", { name: "Sign in" }).locator(".modal-body");
      await body.waitFor();
      if (!(await body.evaluate((element) => element.scrollHeight > element.clientHeight))) throw new Error("the sign-in modal's body does not scroll");
    },
  },
  {
    name: "/recent, signed in, wallet open",
    path: () => "/recent",
    open: async (page) => {
      await signInByEmail(page, `axe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
      const burger = page.getByRole("button", { name: "Open menu" });
      if (await burger.isVisible()) await burger.click();
      else
        await page
          .getByRole("banner")
          .getByRole("button", { name: /^Wallet / })
          .click();
      await page
        .getByTestId("wallet-balance")
        .getByText(/^\d[\d.,KMB]* HYPE$/)
        .waitFor();
    },
  },
  {
    name: "/recent, Developer Guide open",
    path: () => "/recent",
    open: async (page) => {
      await openHeaderMenu(page, "LiquidLaunch");
      await page.getByRole("button", { name: "Guide" }).click();
      await page.getByRole("dialog", { name: "Developer Guide" }).waitFor();
    },
  },
];

/** The scans taken at a width. */
export const scansAt = (viewport: Viewport) => SCANS.filter((scan) => scan.only === undefined || scan.only === viewport.name);

/** Waits until the page shows data rather than placeholders: no skeleton, spinner or "Loading…", the iframe's chart painted, images in view loaded. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('.skeleton-bar, .spinner, [aria-busy="true"]') !== null) return false;
    // biome-ignore lint/performance/useDomNodeTextContent: only text on screen counts, which innerText reads and textContent does not
    if (/Loading|Connecting…/.test(document.body.innerText)) return false;
    if (document.querySelector(".embed-chart") !== null && document.documentElement.dataset.painted === undefined) return false;
    return Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight);
  });
  // Let the fade and slide-in animations end: axe reads colours as they are painted.
  await page.waitForTimeout(300);
}

/** Loads a scan's page at a width, brings it into its state and runs axe over it. */
export async function scanViolations(page: Page, scan: Scan, viewport: Viewport, pair: ScannedPair): Promise<Violation[]> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(new URL(scan.path(pair), BASE_URL).href);
  await settled(page);
  if (scan.open !== undefined) {
    await scan.open(page, pair);
    await settled(page);
  }
  // Legacy mode runs axe in the page (same-origin frames included) instead of opening a second page to merge
  // per-frame results, and only violations get their selectors built: a scan takes a quarter of the time.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  return (await axe.analyze()).violations;
}

/** One line per violated rule, then its first few elements with what axe found wrong. */
export function describeViolations(violations: readonly Violation[]): string {
  const NODES_SHOWN = 5;
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const finding = [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? "";
        return `    ${node.target.join(" ")}: ${finding}`;
      });
      const more = violation.nodes.length > NODES_SHOWN ? [`    … and ${violation.nodes.length - NODES_SHOWN} more`] : [];
      return [`  ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}`, ...nodes, ...more].join("\n");
    })
    .join("\n");
}
