import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../tests/e2e/chromium";
import { signInByEmail } from "../../tests/e2e/sign-in-steps";
import { OUTPUT_DIR, shootEveryViewport, type Viewport } from "./output";

async function goThrough(browser: Browser, viewport: Viewport): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const saved: string[] = [];
  const shot = async (name: string) => {
    await page.waitForTimeout(300); // let the fade and slide-in animations finish
    const file = join(OUTPUT_DIR, `${name}-${viewport.name}.png`);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  const header = page.getByRole("banner");
  const walletButton = header.getByRole("button", { name: /^Wallet / });
  const burger = page.getByRole("button", { name: "Open menu" });
  /** The wallet's menu: the header's dropdown, or the mobile menu's wallet section at phone width. */
  const openWalletMenu = async () => {
    if (await burger.isVisible()) {
      await burger.click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Wallet" }).waitFor();
    } else {
      await walletButton.click();
    }
  };
  const openExport = async (action: string, title: string) => {
    await openWalletMenu();
    await page.getByRole("button", { name: action }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    return dialog;
  };

  try {
    await page.goto(new URL("/leaderboard", BASE_URL).href);
    await signInByEmail(page, `export-shots-${viewport.name}-${Date.now()}@example.com`, "Ada Exporter");
    await walletButton.waitFor({ timeout: 20_000 });
    await openWalletMenu();
    await page.getByRole("button", { name: "Export private key" }).waitFor();
    await shot("export-wallet-menu");
    await page.keyboard.press("Escape");

    const phraseDialog = await openExport("Export wallet", "Export recovery phrase");
    await shot("export-phrase-warning");
    await phraseDialog.getByRole("checkbox").check();
    await shot("export-phrase-confirmed");
    await phraseDialog.getByRole("button", { name: "Show recovery phrase" }).click();
    await phraseDialog.getByTestId("exported-secret").waitFor({ timeout: 20_000 });
    await shot("export-phrase-shown");
    await phraseDialog.getByRole("button", { name: "Hide" }).click();

    const keyDialog = await openExport("Export private key", "Export private key");
    await keyDialog.getByRole("checkbox").check();
    await keyDialog.getByRole("button", { name: "Show private key" }).click();
    await keyDialog.getByTestId("exported-secret").waitFor({ timeout: 20_000 });
    await shot("export-key-shown");
    await keyDialog.getByRole("button", { name: "Hide" }).click();

    // The provider's answer to a session key it no longer knows, as after a sign-out elsewhere.
    await page.route("**/public/v1/submit/export_wallet", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ code: 16, message: "expired api key", details: [] }) }),
    );
    const refused = await openExport("Export wallet", "Export recovery phrase");
    await refused.getByRole("checkbox").check();
    await refused.getByRole("button", { name: "Show recovery phrase" }).click();
    await refused.getByRole("alert").waitFor();
    await shot("export-session-expired");
    return saved;
  } finally {
    await context.close();
  }
}

await shootEveryViewport(goThrough);
