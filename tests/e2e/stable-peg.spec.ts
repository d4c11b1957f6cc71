import { expect, test } from "@playwright/test";
import { type Address, createPublicClient, http, parseUnits } from "viem";
import { PLANTED_DEPEG, PLANTED_SUPPLY_CHANGES } from "../../devnet/planted/cases";
import { publicChainConfigSchema } from "../../shared/chains";
import { DEPEG_BPS, DEPTH_BPS, type PegReport, pegReportSchema } from "../../shared/schemas/peg";
import { v3QuoterToolAbi } from "../../workers/chain/tool-abis";
import { DEVNET_RPC_URL } from "./chromium";
import { bpsText } from "./expected-text";

// Stable health against the devnet: its prices are the pool's execution quotes (QuoterV2), its depth really moves
// the price 50 bps, the depeg the devnet plants in USDC (devnet/planted/stable-depeg.ts) shows as an event on the page,
// and the stablecoins' planted issuance as their supply's change over the day.

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });

test.describe("stable health", () => {
  let report: PegReport;
  let quoter: Address;

  test.beforeAll(async ({ request }) => {
    report = pegReportSchema.parse(await (await request.get("/api/v1/tools/peg")).json());
    quoter = publicChainConfigSchema.parse(await (await request.get("/api/v1/config")).json()).contracts.v3Quoter as Address;
  });

  const usdcPool = () => {
    const usdc = report.coins.find((coin) => coin.symbol === "USDC")!;
    return { usdc, pool: usdc.pools.find((pool) => pool.against.symbol === "USDT0")! };
  };

  /** USDT0 received for `dollars` of USDC, asked of QuoterV2 directly. */
  async function sellQuote(dollars: number): Promise<number> {
    const { usdc, pool } = usdcPool();
    const amountIn = parseUnits(String(dollars), usdc.decimals);
    const { result } = await chain.simulateContract({
      address: quoter,
      abi: v3QuoterToolAbi,
      functionName: "quoteExactInputSingle",
      args: [{ tokenIn: usdc.address as Address, tokenOut: pool.against.address as Address, amountIn, fee: pool.fee!, sqrtPriceLimitX96: 0n }],
      blockNumber: BigInt(report.block.number),
    });
    return Number(result[0]) / Number(amountIn);
  }

  test("prices USDC in USDT0 from QuoterV2's execution quotes at each size, mirrored on USDT0", async () => {
    const { pool } = usdcPool();
    for (const quote of pool.quotes) expect(quote.sellPrice!).toBeCloseTo(await sellQuote(quote.sizeUsd), 9);
    const usdt0 = report.coins.find((coin) => coin.symbol === "USDT0")!;
    expect(usdt0.pools[0]!.deviationBps!).toBeCloseTo(-pool.deviationBps!, 0);
  });

  test("gives a depth that moves the execution price 50 bps and no less", async () => {
    const { pool } = usdcPool();
    const mid = 1 + pool.deviationBps! / 10_000;
    const down = pool.depthUsd.down!;
    const offAt = async (dollars: number) => Math.abs((await sellQuote(dollars)) / mid - 1) * 10_000;
    expect(await offAt(down * 1.05)).toBeGreaterThanOrEqual(DEPTH_BPS);
    expect(await offAt(down * 0.95)).toBeLessThan(DEPTH_BPS);
  });

  test("logs the devnet's planted USDC depeg as an event and shows it on the page", async ({ page }) => {
    const { pool } = usdcPool();
    for (const event of pool.events) {
      expect(Math.abs(event.worstBps)).toBeGreaterThanOrEqual(DEPEG_BPS);
      expect(event.direction).toBe(event.worstBps < 0 ? "below" : "above");
    }
    // 40 bps below at its deepest, over two hours: its 15-minute closes are off for most of that, and never further.
    const planted = pool.events.find((event) => event.direction === "below" && event.worstBps <= PLANTED_DEPEG.worstBps / 2);
    expect(planted, "the planted depeg among the events").toBeDefined();
    expect(planted!.worstBps).toBeGreaterThanOrEqual(PLANTED_DEPEG.worstBps - 2);
    expect(planted!.end).not.toBeNull();
    const hours = (planted!.end! - planted!.start) / 3600;
    expect(hours).toBeGreaterThan(PLANTED_DEPEG.hours / 2);
    expect(hours).toBeLessThanOrEqual(PLANTED_DEPEG.hours + 0.5);

    await page.goto("/stable-peg");
    const usdc = page.getByRole("region", { name: "USDC" });
    // The history runs to the report's block, where it ends at the pool's quoted deviation.
    const chart = usdc.getByRole("img", { name: /USDC off peg from/ });
    await expect(chart).toBeVisible();
    expect(await chart.getAttribute("aria-label")).toContain(`now ${bpsText(pool.deviationBps)}`);
    const log = usdc.getByRole("table", { name: /Depegs beyond 10 bps/ });
    await expect(log.getByRole("row")).toHaveCount(pool.events.length + 1);
    await expect(log.getByRole("row").filter({ hasText: `-${Math.abs(planted!.worstBps).toFixed(1)} bps` })).toContainText("below peg");
    await expect(usdc.getByRole("table", { name: /Execution prices of USDC in USDT0/ })).toContainText(pool.quotes[0]!.sellPrice!.toFixed(4));
  });

  test("gives each coin's supply change over the day from the issuer's mints and burns", async ({ page }) => {
    await page.goto("/stable-peg");
    // The planted issuance (devnet/planted/cases.ts) as the page writes it.
    const shown = { USDT0: "+5.0M in 24 h", USDC: "-2.0M in 24 h" };
    for (const { symbol, change } of PLANTED_SUPPLY_CHANGES) {
      const coin = report.coins.find((candidate) => candidate.symbol === symbol)!;
      expect(Number(coin.supply.change24h)).toBe(change);
      await expect(page.getByRole("region", { name: symbol }).getByText(/in 24 h$/)).toHaveText(shown[symbol]);
    }
  });
});
