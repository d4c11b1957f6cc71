import { expect, test } from "@playwright/test";
import { createPublicClient, createWalletClient, http, parseEther } from "viem";
import { type GasReport, gasReportSchema } from "../../shared/schemas/gas";
import { DEVNET_RPC_URL } from "./chromium";
import { fundedAccount } from "./devnet-market";

// The gas tracker against the devnet: its figures are the chain's (EIP-1559's next base fee, receipts' gas), it
// follows new blocks live, and it says that anvil has one lane instead of inventing a big-block price.

const transport = http(DEVNET_RPC_URL);
const chain = createPublicClient({ transport });
const wallet = createWalletClient({ transport });

async function gasReport(request: import("@playwright/test").APIRequestContext): Promise<GasReport> {
  const response = await request.get("/api/v1/tools/gas");
  expect(response.status()).toBe(200);
  return gasReportSchema.parse(await response.json());
}

test.describe("gas tracker", () => {
  test("reads one lane on anvil, with the base fee the chain will charge next", async ({ page, request }) => {
    const report = await gasReport(request);
    expect(report.dualBlocks).toBe(false);
    expect(report.lanes.map((lane) => lane.kind)).toEqual(["single"]);
    const next = await chain.getFeeHistory({ blockCount: 1, blockNumber: BigInt(report.block.number), rewardPercentiles: [] });
    expect(report.lanes[0]!.nextBaseFee).toBe(next.baseFeePerGas[1]!.toString());
    expect(report.gasPrice).toBe((await chain.getGasPrice()).toString());

    await page.goto("/gas-tracker");
    await expect(page.getByRole("region", { name: "Blocks", exact: true })).toContainText("next base fee");
    await expect(page.getByRole("region", { name: "Big blocks" })).toContainText("does not answer eth_bigBlockGasPrice");
  });

  test("shows a block with a new transaction once it is mined, without a reload", async ({ page }) => {
    await page.goto("/gas-tracker");
    await expect(page.locator(".gas-lane")).toBeVisible();
    const sender = await fundedAccount();
    const hash = await wallet.sendTransaction({ chain: null, account: sender, to: await fundedAccount(), value: parseEther("1") });
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const bar = page.locator("svg.gas-chart title").filter({ hasText: `Block ${receipt.blockNumber}: ` });
    await expect(bar).toContainText(/\d+ transactions?, base fee/);
  });

  test("prices actions from real receipts at the node's gas price", async ({ page, request }) => {
    const report = await gasReport(request);
    const cost = (action: string) => report.actions.find((entry) => entry.action === action)!;
    expect(cost("transfer")).toMatchObject({ gasUsed: 21_000, source: { kind: "protocol" } });
    // The devnet's history launched tokens and traded them on curves and V2 pairs.
    for (const action of ["launchpad-create", "curve-buy", "curve-sell", "v2-swap"]) {
      const { gasUsed, source, costHype } = cost(action);
      expect(source.kind === "receipts" && source.transactions > 0, action).toBe(true);
      expect(gasUsed, action).toBeGreaterThan(21_000);
      expect(costHype, action).toBeCloseTo((gasUsed! * Number(report.gasPrice)) / 1e18, 12);
    }

    await page.goto("/gas-tracker");
    const row = page.getByRole("row", { name: /Send HYPE/ });
    await expect(row).toContainText("21,000");
    await expect(row).toContainText("fixed by the protocol");
  });
});
