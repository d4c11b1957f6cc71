import { expect, test } from "@playwright/test";
import { type Address, createPublicClient, formatUnits, http, parseAbi } from "viem";
import { formatExactAmount } from "../../frontend/format/exact-amount";
import { referralStatsSchema } from "../../shared/schemas/referral";
import { BASE_URL, DEVNET_RPC_URL } from "./chromium";
import { fundedAccount, indexedLaunch } from "./devnet-market";
import { signInWithGoogle, uniqueEmail, walletButton } from "./sign-in-steps";

// A referred trader buys on the devnet: the buy names the referrer, the portfolio shows the position at the token's
// balanceOf on the chain, the referrer's statistics count the trade, and the scan names the pair and the buy.

const MINED_MS = 20_000;
const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });
const erc20 = parseAbi(["function balanceOf(address owner) view returns (uint256)", "function decimals() view returns (uint8)"]);

async function referralTrades(referrer: string): Promise<number> {
  const response = await fetch(new URL(`/api/v1/indexer/referrals/${referrer}`, BASE_URL));
  return referralStatsSchema.parse(await response.json()).trades;
}

test("a referred trader's buy lands in their portfolio, the referrer's statistics and the scan", async ({ page }) => {
  test.setTimeout(120_000);
  const referrer = (await fundedAccount()).toLowerCase();
  const token = await indexedLaunch("E2EPF");

  await page.goto(`/ref/${referrer}`);
  await expect(page.getByText(`You were referred by ${referrer}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Start trading" })).toHaveAttribute("href", "/chart");

  await signInWithGoogle(page, uniqueEmail("folio"), `/chart/${token}`);
  await walletButton(page).click();
  await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("100 HYPE");
  await page.keyboard.press("Escape");
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  await panel.getByRole("button", { name: "1", exact: true }).click();
  const buy = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v1/liquidlaunch/buy"));
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/v1/liquidlaunch/buy"));
  await panel.getByRole("button", { name: "Buy E2EPF" }).click();
  expect((await buy).postDataJSON()).toMatchObject({ tokenAddress: token, amountIn: "1", referrer });
  const { transactionHash } = (await (await answer).json()) as { transactionHash: string };
  await expect(panel.getByRole("status")).toHaveText(/^Bought [\d.]+[KMB]? E2EPF for 1 HYPE/, { timeout: MINED_MS });

  await page.goto("/portfolio");
  const wallet = (await page.locator(".page-subject .mono").textContent()) as Address;
  const [raw, decimals] = await Promise.all([
    chain.readContract({ address: token, abi: erc20, functionName: "balanceOf", args: [wallet] }),
    chain.readContract({ address: token, abi: erc20, functionName: "decimals" }),
  ]);
  const row = page.getByRole("table", { name: "Positions" }).getByRole("row").filter({ hasText: "E2EPF" });
  await expect(row.getByTestId("portfolio-balance")).toHaveText(formatExactAmount(formatUnits(raw, decimals)), { timeout: MINED_MS });
  await expect(page.getByRole("table", { name: "Wallet activity" }).getByRole("row").filter({ hasText: "E2EPF market" })).toHaveCount(1);
  await expect.poll(() => referralTrades(referrer), { timeout: MINED_MS }).toBe(1);

  await page.goto(`/scan/${token}`);
  await expect(page.getByTestId("scan-kind")).toHaveText(/^Token launch: E2EPF/);
  await page.getByLabel("Address or transaction hash").fill(transactionHash);
  await page.getByRole("button", { name: "Scan" }).click();
  await expect(page.getByTestId("scan-kind")).toHaveText("Transaction: succeeded");
  await expect(page.getByRole("region", { name: "What it is" })).toContainText(`From${wallet.slice(0, 6).toLowerCase()}`);
  await page.getByLabel("Address or transaction hash").fill("0x123");
  await page.getByRole("button", { name: "Scan" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid address or transaction hash format");
});

test("the scan names a V2 pair", async ({ page }) => {
  const config = (await (await fetch(new URL("/api/v1/config", BASE_URL))).json()) as { contracts: { referencePools: { v2WhypeUsdt0: string } } };
  await page.goto(`/scan/${config.contracts.referencePools.v2WhypeUsdt0}`);
  await expect(page.getByTestId("scan-kind")).toHaveText("HyperSwap V2 pair: WHYPE / USDT0");
  await expect(page.getByRole("link", { name: "Pair page" })).toHaveAttribute("href", `/chart/${config.contracts.referencePools.v2WhypeUsdt0}`);
});
