import type { Page } from "@playwright/test";
import { privateKeyToAccount } from "viem/accounts";

// The withdraw dialog's steps, for the spec and the screenshot script (locators only, no expect).

/** A fresh address the chain has never seen, checksummed. */
export const freshAddress = () => privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex")}`).address;

/** The same address with one letter's case flipped: its EIP-55 checksum no longer matches. */
export function mistyped(address: string): string {
  const index = [...address].findIndex((char, at) => at > 1 && /[a-fA-F]/.test(char));
  const char = address[index]!;
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return address.slice(0, index) + flipped + address.slice(index + 1);
}

/** Opens the wallet menu and its Withdraw dialog. */
export async function openWithdraw(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Wallet / })
    .click();
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw" });
  await dialog.getByLabel("Recipient address").waitFor();
  return dialog;
}

/** Buys `hype` HYPE of the token from the chart page's trade panel and waits for the receipt. */
export async function buyFromPanel(page: Page, symbol: string, hype: string) {
  const panel = page.getByRole("region", { name: "Trade", exact: true });
  await panel.getByRole("button", { name: hype, exact: true }).click();
  await panel.getByRole("button", { name: `Buy ${symbol}` }).click();
  await panel.getByText(new RegExp(`^Bought [\\d.]+[KMB]? ${symbol} for ${hype} HYPE`)).waitFor({ timeout: 30_000 });
}
