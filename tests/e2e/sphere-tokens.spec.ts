import { expect, test } from "@playwright/test";
import { tokenListResponseSchema } from "../../shared/schemas/markets";
import { formatShare } from "../../shared/shares";

// Sphere Tokens opened from a shared link with filters: the rows are the filtered ones, each carries its token's safety
// chips that open the wallets behind them, and the filters survive a reload.

const FILTERED = "/sphere-tokens?market=liquidlaunch&minLiquidity=1000&sort=newest";

/** The page's next read of the token list, with the filters the link carries. */
const tokenRead = (page: import("@playwright/test").Page) =>
  page
    .waitForResponse((answer) => {
      const url = new URL(answer.url());
      return url.pathname === "/api/v1/indexer/tokens" && url.searchParams.get("market") === "liquidlaunch" && url.searchParams.get("minLiquidity") === "1000";
    })
    .then(async (answer) => tokenListResponseSchema.parse(await answer.json()));

test("a filtered Sphere Tokens link shows the matching tokens with safety chips, and keeps its filters on reload", async ({ page }) => {
  const read = tokenRead(page);
  await page.goto(FILTERED);
  const { tokens } = await read;
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) {
    expect(token.pairProtocol).toBe("liquidlaunch");
    expect(token.liquidityUsd).toBeGreaterThanOrEqual(1000);
  }
  const rows = page.getByRole("table", { name: "Tokens" }).locator("tbody tr:not(.skeleton-row)");
  await expect(rows).toHaveCount(tokens.length);
  await expect(page.locator("summary", { hasText: "Filters (2 set)" })).toBeVisible();

  // The newest launch's top-10 share as a chip; opened, the wallets behind it, each linking to its trader page.
  const first = tokens[0]!;
  const chip = rows.first().getByRole("group", { name: "Safety and distribution" });
  await expect(chip).toContainText(`T10 ${formatShare(first.safety.top10Share! * 100)}`);
  await expect(chip).toContainText(`Dev ${formatShare(first.safety.creatorShare! * 100)}`);
  await chip.getByText("T10", { exact: false }).click();
  const wallets = chip.getByRole("list", { name: "T10 wallets" }).getByRole("link");
  await expect(wallets.first()).toHaveAttribute("href", /^\/trader\/0x[0-9a-f]{40}$/);

  const again = tokenRead(page);
  await page.reload();
  expect((await again).tokens.map((token) => token.address)).toEqual(tokens.map((token) => token.address));
  await expect(page.locator("summary", { hasText: "Filters (2 set)" })).toBeVisible();
  await expect(page.getByLabel("Min liquidity ($)")).toHaveValue("1000");
});

test("Recent Tokens links every launch, newest first, page by page, with its filters", async ({ page }) => {
  await page.goto("/recent?minHolders=1");
  await page.locator("article.token-card").first().waitFor();
  const read = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/v1/indexer/tokens");
  await page.getByRole("link", { name: "Every launch, newest first, page by page" }).click();
  const asked = new URL((await read).url()).searchParams;
  expect([asked.get("tokenType"), asked.get("sort"), asked.get("minHolders")]).toEqual(["launchpad", "newest", "1"]);
  const { tokens } = tokenListResponseSchema.parse(await (await read).json());
  expect(tokens.every((token) => token.tokenType === "launchpad")).toBe(true);
  await expect(page.getByText("Launchpad tokens only.")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Age" })).toHaveAttribute("aria-sort", "descending");
});
