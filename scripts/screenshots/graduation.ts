// Screenshots of a launch fresh from graduation: its V2 pair's page before the pair's first swap (priced by the
// reserves the bonding put in it), then its curve's page after V2 swaps, whose chart ran on live through the
// graduation. At 1280 and 375 px, against a running stack on the devnet:
//   BASE_URL=… DEVNET_RPC_URL=… npx tsx scripts/screenshots/graduation.ts
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { type Address, createWalletClient, http, parseAbi, parseEther } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { publicChainConfigSchema } from "../../shared/chains";
import { BASE_URL, DEVNET_RPC_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount, indexedLaunch } from "../../tests/e2e/devnet-market";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

const routerAbi = parseAbi(["function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])"]);

async function info(pair: string): Promise<{ pairCreated: string | null } | null> {
  const response = await fetch(new URL(`/api/v1/indexer/info/${pair}`, BASE_URL));
  return response.ok ? ((await response.json()) as { pair: { pairCreated: string | null } }).pair : null;
}

/** A buy of `hype` HYPE on the token's V2 pair through the router, from a fresh funded account. */
async function swapOnPair(token: Address, hype: string): Promise<void> {
  const config = publicChainConfigSchema.parse(await (await fetch(new URL("/api/v1/config", BASE_URL))).json());
  const account = await fundedAccount();
  await createWalletClient({ transport: http(DEVNET_RPC_URL) }).writeContract({
    chain: null,
    account,
    address: config.contracts.v2Router as Address,
    abi: routerAbi,
    functionName: "swapExactETHForTokens",
    args: [0n, [WHYPE_ADDRESS as Address, token], account, 2n ** 40n],
    value: parseEther(hype),
    gas: 3_000_000n,
  });
}

async function until(ready: () => Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 200));
}

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const market = await devnetMarket();
  const token = (await indexedLaunch(`GRAD${viewport.name}`)).toLowerCase() as Address;
  await market.buy(await fundedAccount(), token, "20");
  await market.bond(token);
  const pairOf = async () => (await info(token))?.pairCreated ?? null;
  await until(async () => {
    const created = await pairOf();
    return created !== null && (await info(created)) !== null;
  });
  const pair = (await pairOf())!;
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(600);
    const file = join(OUTPUT_DIR, `graduation-${name}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  try {
    await page.goto(new URL(`/chart/${pair}`, BASE_URL).href);
    await page.getByTestId("price-chart").and(page.locator("[data-painted=true]")).waitFor();
    await shot("pair-before-first-swap");
    await page.goto(new URL(`/chart/${token}`, BASE_URL).href);
    await page.getByTestId("price-chart").and(page.locator("[data-painted=true]")).waitFor();
    // Two buys on the pair a few seconds apart, drawn live on the curve's page.
    for (const hype of ["5", "10"]) {
      await swapOnPair(token, hype);
      await page.waitForTimeout(4000);
    }
    await shot("curve-after-v2-swaps");
  } finally {
    await context.close();
  }
  return saved;
}

await shootEveryViewport(goThrough);
