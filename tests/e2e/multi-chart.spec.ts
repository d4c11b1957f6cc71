import { expect, test } from "@playwright/test";
import { tradedLaunch } from "./devnet-market";

// /charts: several live charts side by side, the set kept in the URL.

test("charts side by side: added from the search, each live, removed from the URL, unknown pairs said so", async ({ page }) => {
  test.setTimeout(120_000);
  const symbol = `MCH${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const pair = (await tradedLaunch(symbol)).toLowerCase();
  const unknown = "0x00000000000000000000000000000000000000ff";

  await page.goto("/charts");
  await expect(page.getByRole("status").filter({ hasText: "No charts yet: search a token above to add its chart." })).toBeVisible();
  await page.getByRole("main").getByRole("combobox", { name: "Search tokens" }).fill(pair);
  await page.getByRole("main").getByRole("grid", { name: "Search results" }).getByRole("row").first().getByRole("gridcell").first().click();
  await expect(page).toHaveURL(`/charts?pairs=${pair}`);

  // A malformed entry is dropped, a duplicate shown once, an unknown pair says so in its own cell.
  await page.goto(`/charts?pairs=${pair},not-a-pair,${pair.toUpperCase().replace("0X", "0x")},${unknown}`);
  const cells = page.locator("article.multi-chart-cell");
  await expect(cells).toHaveCount(2);
  const launch = page.getByRole("article", { name: `${symbol} / WHYPE` });
  await expect(launch.getByTestId("price-chart")).toHaveAttribute("data-painted", "true");
  await expect(page.getByRole("article", { name: "Pair not found" }).getByRole("status")).toHaveText("Pair not found");

  await page.getByRole("button", { name: "Remove Pair not found" }).click();
  await expect(page).toHaveURL(`/charts?pairs=${pair}`);
  await expect(cells).toHaveCount(1);
});
