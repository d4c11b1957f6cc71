// Saves screenshots of the Token Clicker (/community-vote) at desktop and phone widths into .state/screenshots/
// (or SHOTS_DIR): the board after a few clicks for the devnet's PURR, with the play card picked and counted.
// Run against a served app: BASE_URL=http://127.0.0.1:4173 npx tsx scripts/screenshots/clicker.ts
import { join } from "node:path";
import { BASE_URL } from "../../tests/e2e/chromium";
import { OUTPUT_DIR, shootEveryViewport } from "./output";

const SYMBOL = "PURR";

await shootEveryViewport(async (browser, viewport) => {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
  await page.goto(new URL("/community-vote", BASE_URL).href);
  await page.getByRole("heading", { name: "Today's leaders" }).waitFor();
  await page.getByLabel("Pick a token").fill(SYMBOL);
  await page
    .getByRole("list", { name: "Tokens found" })
    .getByRole("button", { name: new RegExp(`^${SYMBOL}`) })
    .first()
    .click();
  const button = page.getByRole("button", { name: `Click for ${SYMBOL}` });
  for (let i = 0; i < 12; i++) await button.click();
  await page.locator("#clicker-counter").getByText("12 counted").waitFor({ timeout: 15_000 });
  const file = join(OUTPUT_DIR, `community-vote-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  return [file];
});
