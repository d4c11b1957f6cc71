import { expect, test } from "@playwright/test";
import { type Address, createPublicClient, formatEther, type Hash, http, parseEther } from "viem";
import { DEVNET_RPC_URL } from "./chromium";
import { indexedLaunch } from "./devnet-market";
import { uniqueEmail, walletButton } from "./sign-in-steps";
import { signInFromTradePanel } from "./trade-panel-sign-in";
import { buyFromPanel, freshAddress, mistyped, openWithdraw } from "./withdraw-steps";

// Taking the money out: sign in with Google, fund from the faucet, buy, then withdraw the rest of the HYPE
// (Max) to a fresh address, signed in this browser by the session key, and see it arrive on chain.

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });

test("withdraw the rest of the HYPE after a buy to a fresh address, and see it arrive on chain", async ({ page }) => {
  test.setTimeout(180_000);
  const token = await indexedLaunch("E2EWD");
  await page.goto(`/chart/${token}`);
  // Google through the devnet's issuer, from the trade panel, then 100 HYPE from the faucet.
  await signInFromTradePanel(page, uniqueEmail("withdraw"), "E2E Trader");
  await expect(walletButton(page)).toHaveAccessibleName(/ 100 HYPE$/);
  await buyFromPanel(page, "E2EWD", "1");
  const wallet = (await page.evaluate(
    () => (JSON.parse(localStorage.getItem("lqscan.auth") ?? "{}") as { wallet: { address: string } }).wallet.address,
  )) as Address;

  const dialog = await openWithdraw(page);
  const asset = dialog.getByLabel("Asset");
  await expect(asset.locator("option")).toHaveText([/^HYPE · 98\.\d+ held$/, /^E2EWD · [\d.]+ held$/]);

  // Refused here, before anything is asked of the server or signed: a mistyped checksum, more than the balance.
  const recipient = freshAddress();
  await dialog.getByLabel("Recipient address").fill(mistyped(recipient));
  await expect(dialog.getByText("Invalid recipient: the address's checksum does not match. Check it for a typo")).toBeVisible();
  await dialog.getByLabel("Recipient address").fill(recipient);
  const balance = await chain.getBalance({ address: wallet });
  await dialog.getByLabel("Amount (HYPE)").fill("1000");
  await expect(dialog.getByText(`That is more than your balance of ${formatEther(balance)} HYPE`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Review withdrawal" })).toBeDisabled();

  await dialog.getByRole("button", { name: "Max" }).click();
  await dialog.getByRole("button", { name: "Review withdrawal" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm withdrawal" });
  await expect(confirm.getByTestId("withdraw-recipient")).toHaveText(recipient);
  const amount = parseEther(((await confirm.getByTestId("withdraw-amount").textContent()) ?? "").replace(" HYPE", ""));
  const fee = parseEther(/^up to ([\d.]+) HYPE$/.exec((await confirm.getByTestId("withdraw-fee").textContent()) ?? "")![1]!);
  expect(amount + fee).toBe(balance);
  await expect(confirm.getByRole("alert")).toHaveText(
    `${recipient} has never been used on this chain (no transactions, no HYPE). Check it is the right address.`,
  );
  const send = confirm.getByRole("button", { name: "Sign and send" });
  await expect(send).toBeDisabled();
  await confirm.getByLabel("I checked the recipient address").check();

  const signed = page.waitForRequest((request) => request.url().endsWith("/api/v1/transactions/broadcast"));
  await send.click();
  // The worker got the transaction already signed: the session key in this browser signed it.
  expect(((await signed).postDataJSON() as { signedTransaction: string }).signedTransaction).toMatch(/^0x02/);
  const sent = page.getByRole("dialog", { name: "Withdrawal sent" });
  await expect(sent.getByTestId("withdraw-status")).toHaveText(/^Confirmed in block \d+$/, { timeout: 30_000 });
  const hash = (await sent.getByTestId("withdraw-hash").textContent()) as Hash;

  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase());
  expect(await chain.getBalance({ address: recipient })).toBe(amount);
  const left = balance - amount - receipt.gasUsed * receipt.effectiveGasPrice;
  expect(await chain.getBalance({ address: wallet })).toBe(left);
  await expect(sent.getByTestId("withdraw-new-balance")).toHaveText(`New balance: ${formatEther(left)} HYPE`);
});
