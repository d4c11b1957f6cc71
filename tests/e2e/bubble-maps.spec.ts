import { expect, test } from "@playwright/test";
import { BUNDLED_LAUNCH } from "../../devnet/planted/cases";
import { bubbleClustersSchema } from "../../shared/schemas/bubble-clusters";
import { plantedToken } from "./planted-cases";

// Bubble maps against the devnet's planted bundled launch: one funder paid the creator and five wallets, which
// bought in the creation block, and one wallet passed half its bag on. The map must show them as one cluster.

test.describe("bubble maps", () => {
  test("shows the planted bundle as one cluster: the creator, its wallets and the wallet they passed tokens to", async ({ request }) => {
    const token = await plantedToken(BUNDLED_LAUNCH.symbol);
    const map = bubbleClustersSchema.parse(await (await request.get(`/api/v1/tools/bubble-map/${token}`)).json());
    expect(map.clusters).toHaveLength(1);
    const [bundle] = map.clusters;
    // Creator, five bundle wallets and the receiver of half a bag.
    expect(bundle!.members).toHaveLength(BUNDLED_LAUNCH.wallets + 2);
    expect(bundle!.reasons).toEqual(["common-funder", "transfers"]);
    const launchBuyers = map.holders.filter((holder) => holder.boughtAtLaunch);
    expect(launchBuyers.map((holder) => holder.type)).toContain("creator");
    expect(launchBuyers).toHaveLength(BUNDLED_LAUNCH.wallets + 1);
    for (const buyer of launchBuyers) expect(buyer).toMatchObject({ cluster: bundle!.id, funder: bundle!.funder });
    // Outsiders who bought later, with no funding transaction, stand alone.
    expect(map.holders.filter((holder) => holder.type === "holder" && holder.cluster === null).length).toBeGreaterThan(0);
  });

  test("draws the map with its clusters, focuses a wallet, and shows the curve on request", async ({ page }) => {
    const token = await plantedToken(BUNDLED_LAUNCH.symbol);
    await page.goto(`/bubble-maps/${token}`);
    await expect(page.getByRole("img", { name: /holders of CABAL; 1 cluster holding/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /Clusters/ })).toContainText(`Cluster 1: ${BUNDLED_LAUNCH.wallets + 2} wallets hold`);
    const holders = page.getByRole("region", { name: "Holders" });
    await holders.getByRole("button", { name: /creator/ }).click();
    const focus = page.getByRole("definition").filter({ hasText: /^0x[0-9a-f]{40}$/ });
    await expect(focus.first()).toBeVisible();
    await expect(page.getByText("bought in the creation block")).toBeVisible();
    await expect(holders.getByText("bonding-curve")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Show the curve, pairs, burn and contracts" }).check();
    await expect(holders.getByText("bonding-curve")).toBeVisible();
  });

  test("travels back to the map at an earlier block", async ({ page, request }) => {
    const token = await plantedToken(BUNDLED_LAUNCH.symbol);
    const now = bubbleClustersSchema.parse(await (await request.get(`/api/v1/tools/bubble-map/${token}`)).json());
    // A recent block: every node keeps the state of the last few.
    const earlier = now.latestBlock - 10;
    const past = bubbleClustersSchema.parse(await (await request.get(`/api/v1/tools/bubble-map/${token}?block=${earlier}`)).json());
    expect(past.block).toBe(earlier);
    expect(past.clusters.map((cluster) => cluster.members.length)).toEqual(now.clusters.map((cluster) => cluster.members.length));

    await page.goto(`/bubble-maps/${token}`);
    await expect(page.getByRole("heading", { name: /CABAL holders at block/ })).toBeVisible();
    await page.getByRole("slider", { name: "Map at block" }).fill(String(earlier));
    await page.getByRole("button", { name: "Travel" }).click();
    await expect(page.getByRole("heading", { name: `CABAL holders at block ${earlier}` })).toBeVisible();
    await page.getByRole("button", { name: "Now" }).click();
    await expect(page.getByRole("button", { name: "Now" })).toBeDisabled();
  });

  test("explains a bad address in plain words", async ({ page }) => {
    await page.goto("/bubble-maps");
    await page.getByRole("textbox", { name: "Token address" }).fill("not an address");
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid token address format");
  });
});
