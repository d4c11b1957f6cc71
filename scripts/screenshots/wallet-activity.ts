// Saves screenshots of the wallet's activity at desktop and phone widths: signed in with a fresh wallet, the
// wallet menu with its Activity link and the empty page; then HYPE in, a curve buy, tokens out and in, HYPE
// out and a failed send made on the devnet, and the page listing them once the indexer has them.
// Run against npm start: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 SHOTS_DIR=/tmp/shots npx tsx scripts/screenshots/wallet-activity.ts
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, http, parseAbi, parseEther } from "viem";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS, DEVNET_RPC_URL } from "../../tests/e2e/chromium";
import { devnetMarket, fundedAccount } from "../../tests/e2e/devnet-market";
import { uniqueEmail } from "../../tests/e2e/sign-in-steps";
import { OUTPUT_DIR, VIEWPORTS } from "./output";

const transport = http(DEVNET_RPC_URL);
const chain = createPublicClient({ transport });
const wallets = createWalletClient({ transport });
const tokenAbi = parseAbi(["function transfer(address to, uint256 value) returns (bool)", "function balanceOf(address) view returns (uint256)"]);

async function send(from: Address, to: Address, value: bigint, data: `0x${string}` = "0x") {
  const hash = await wallets.sendTransaction({ chain: null, account: from, to, value, data, gas: 300_000n });
  return chain.waitForTransactionReceipt({ hash, pollingInterval: 100 });
}

/** A trader's first hour with the wallet, all on the chain: what the activity page then lists. */
async function activityOn(wallet: Address) {
  const market = await devnetMarket();
  const friend = await fundedAccount();
  await chain.request({ method: "anvil_impersonateAccount" as never, params: [wallet] as never });
  await send(friend, wallet, parseEther("12.5"));
  const token = await market.createToken(await fundedAccount(), "ACTV");
  await market.buy(wallet, token, "2.25");
  const held = await chain.readContract({ address: token, abi: tokenAbi, functionName: "balanceOf", args: [wallet] });
  await send(wallet, token, 0n, encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [friend, held / 3n] }));
  await market.buy(friend, token, "1");
  await send(friend, token, 0n, encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [wallet, 1_234_567_890n] }));
  await send(wallet, friend, parseEther("0.75"));
  await send(wallet, token, parseEther("0.5")).catch(() => undefined);
}

async function shoot(page: Page, name: string, saved: string[], width: string) {
  await page.waitForTimeout(300);
  const file = join(OUTPUT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  saved.push(file);
}

await mkdir(OUTPUT_DIR, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const saved: string[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto("/leaderboard");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Google" }).click();
  await page.getByRole("heading", { name: "Choose an account" }).waitFor();
  await page.getByLabel("E-mail").fill(uniqueEmail("activity"));
  await page.getByLabel("Name").fill("Ada Trader");
  await page.getByRole("button", { name: "Continue" }).click();
  const walletToggle = page.getByRole("banner").getByRole("button", { name: /^Wallet / });
  await walletToggle.waitFor({ timeout: 120_000 }).catch(async (error) => {
    await page.screenshot({ path: "/tmp/activity-signin-failed.png" });
    throw error;
  });
  await walletToggle.click();
  await page.getByRole("link", { name: "Activity" }).waitFor();
  await shoot(page, "wallet-menu-activity-link", saved, "1280");
  await page.getByRole("link", { name: "Activity" }).click();
  await page.getByText("No activity yet").waitFor({ timeout: 30_000 });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await shoot(page, "wallet-activity-empty", saved, viewport.name);
  }
  const wallet = (await page.locator(".page-subject .mono").textContent()) as Address;
  await activityOn(wallet);
  // The page reads again every 10 s while visible; a reload shows the indexed rows at once.
  for (let attempt = 0; !(await page.getByRole("cell", { name: "Failed" }).isVisible()); attempt++) {
    if (attempt === 30) throw new Error("the activity never showed the failed send");
    await page.waitForTimeout(2000);
    await page.reload();
    await page.getByRole("table", { name: "Wallet activity" }).waitFor();
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await shoot(page, "wallet-activity", saved, viewport.name);
  }
  await page.route("**/api/v1/wallet/activity**", (route) => route.fulfill({ status: 503, json: { error: "Sign-in is not configured on this server" } }));
  await page.reload();
  await page.getByRole("alert").waitFor({ timeout: 30_000 });
  await shoot(page, "wallet-activity-error", saved, "375");
} finally {
  await browser.close();
}
console.log(saved.join("\n"));
