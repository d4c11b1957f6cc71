import type { Page } from "@playwright/test";

// For the scripts that drive a trade panel outside the test runner (the screenshots, the latency bench): sign in
// from the panel through the devnet's issuer and take 100 HYPE from the faucet, without expect's assertions.

/** Signs in as `email` from the chart page's trade panel and funds the wallet; the panel is ready to trade. */
export async function signInFromTradePanel(page: Page, email: string, name: string): Promise<void> {
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  await panel.getByRole("button", { name: "Sign in to trade" }).click();
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Google" }).click();
  await page.getByRole("heading", { name: "Choose an account" }).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  // Sign-in creates the wallet: a minute on a loaded machine.
  const walletButton = page.getByRole("banner").getByRole("button", { name: /^Wallet / });
  await walletButton.waitFor({ timeout: 60_000 });
  await walletButton.click();
  await page.getByRole("button", { name: "Get 100 HYPE (devnet faucet)" }).click();
  await page.getByTestId("wallet-balance").getByText("100 HYPE").waitFor();
  await page.keyboard.press("Escape");
}
