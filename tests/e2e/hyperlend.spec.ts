import { expect, test } from "@playwright/test";
import { type Address, createPublicClient, formatUnits, http, parseAbi } from "viem";
import { lendingAtRiskSchema, lendingLiquidationsSchema, lendingMarketsSchema } from "../../shared/schemas/lending";
import { DEVNET_RPC_URL } from "./chromium";
import { type LendingBook, openLendingBook } from "./lending-book";

// The HyperLend tracker on the running stack: positions opened and one liquidated on its devnet, every figure
// checked against the pool's own views at the block the index reached.

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });
const poolAbi = parseAbi([
  "function getUserAccountData(address user) view returns (uint256, uint256, uint256, uint256, uint256, uint256 healthFactor)",
  "function getReserveData(address asset) view returns ((uint256 configuration, uint128 liquidityIndex, uint128 currentLiquidityRate, uint128 variableBorrowIndex, uint128 currentVariableBorrowRate, uint128 currentStableBorrowRate, uint40 lastUpdateTimestamp, uint16 id, address aTokenAddress, address stableDebtTokenAddress, address variableDebtTokenAddress, address interestRateStrategyAddress, uint128 accruedToTreasury, uint128 unbacked, uint128 isolationModeTotalDebt))",
]);
const tokenAbi = parseAbi(["function totalSupply() view returns (uint256)"]);

let book: LendingBook;
let pool: Address;

test.describe("HyperLend tracker", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    book = await openLendingBook([0.3, 0.45, 0.64, 0.645]);
    pool = (await (await request.get("/api/v1/config")).json()).contracts.lending.pool;
  });

  test("shows the markets, the liquidation, the positions at risk, the map and a wallet, as the pool reports them", async ({ page, request }) => {
    test.setTimeout(180_000);
    const risky = book.borrowers.filter((borrower) => borrower.ltv > 0.6).map((borrower) => borrower.address.toLowerCase());
    await expect
      .poll(async () => lendingAtRiskSchema.parse(await (await request.get("/api/v1/tools/lending/at-risk")).json()).positions.map((p) => p.user), {
        timeout: 120_000,
      })
      .toEqual(expect.arrayContaining(risky));
    const atRisk = lendingAtRiskSchema.parse(await (await request.get("/api/v1/tools/lending/at-risk")).json());
    const block = BigInt(atRisk.block!.number);
    for (const position of atRisk.positions) {
      const [, , , , , health] = await chain.readContract({
        address: pool,
        abi: poolAbi,
        functionName: "getUserAccountData",
        args: [position.user as Address],
        blockNumber: block,
      });
      expect(position.healthFactor, position.user).toBe(Number(formatUnits(health, 18)));
    }

    const markets = lendingMarketsSchema.parse(await (await request.get("/api/v1/tools/lending/markets")).json());
    const usdt0 = markets.markets.find((market) => market.symbol === "USDT0")!;
    const reserve = await chain.readContract({
      address: pool,
      abi: poolAbi,
      functionName: "getReserveData",
      args: [usdt0.underlying as Address],
      blockNumber: BigInt(markets.block!.number),
    });
    expect(usdt0.liquidityRate).toBe(reserve.currentLiquidityRate.toString());
    expect(usdt0.variableBorrowRate).toBe(reserve.currentVariableBorrowRate.toString());
    const supplied = await chain.readContract({
      address: reserve.aTokenAddress,
      abi: tokenAbi,
      functionName: "totalSupply",
      blockNumber: BigInt(markets.block!.number),
    });
    expect(usdt0.supplied).toBe(formatUnits(supplied, 6));

    const liquidations = lendingLiquidationsSchema.parse(await (await request.get("/api/v1/tools/lending/liquidations")).json());
    expect(liquidations.liquidations.map((row) => row.user)).toContain(book.liquidated.toLowerCase());

    await page.goto("/hyperlend");
    const table = page.getByRole("table", { name: "HyperLend markets" });
    // The page's chunk and four reads under a loaded machine: the first answer may take a while.
    await expect(table.getByRole("button", { name: "WHYPE", exact: true })).toBeVisible({ timeout: 60_000 });
    for (const symbol of ["USDT0", "USDC", "UBTC"]) await expect(table.getByRole("button", { name: symbol, exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Recent liquidations" })).toContainText(`${book.liquidated.slice(0, 6)}…${book.liquidated.slice(-4)}`);
    const riskRows = page.getByRole("table", { name: "Positions at risk" }).getByRole("row");
    await expect(riskRows).toHaveCount(atRisk.positions.length + 1);
    await expect(page.locator(".lending-map figcaption")).toContainText("of collateral becomes liquidatable if HYPE falls 50 %");

    await table.getByRole("button", { name: "USDT0", exact: true }).click();
    await expect(page.getByRole("article", { name: "USDT0 market" })).toBeVisible();
    await page.getByLabel("USDT0 to supply").fill("1000000");
    await expect(page.getByRole("status").filter({ hasText: "Supplying 1000000 USDT0 moves utilization to" })).toBeVisible();

    const borrower = book.borrowers.at(-1)!.address;
    await page.getByLabel("Wallet address").fill(borrower);
    await page.getByRole("button", { name: "Look up" }).click();
    const [, , , , , live] = await chain.readContract({ address: pool, abi: poolAbi, functionName: "getUserAccountData", args: [borrower] });
    await expect(page.getByTestId("wallet-health")).toHaveText(Number(formatUnits(live, 18)).toFixed(2));
  });
});
