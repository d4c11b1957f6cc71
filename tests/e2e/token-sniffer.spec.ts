import { type APIRequestContext, expect, test } from "@playwright/test";
import { type Address, createPublicClient, erc20Abi, http, parseEther } from "viem";
import { BUNDLED_LAUNCH, PLANTED_MAX_TX_BPS, RUG_CREATOR, TRAP_TOKEN_SUPPLY, TRAP_TOKENS, type TrapKind } from "../../devnet/planted/cases";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { publicChainConfigSchema } from "../../shared/chains";
import { type SnifferCheckId, type SnifferReport, snifferReportSchema } from "../../shared/schemas/sniffer";
import { v2RouterToolAbi } from "../../workers/chain/tool-abis";
import { TOKEN_ADDRESS } from "./app-routes";
import { DEVNET_RPC_URL } from "./chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "./devnet-market";
import { plantedToken } from "./planted-cases";

// The token sniffer against the devnet's planted cases: each trap gets its verdict and finding, a creator's
// rug record shows on their next launch, a fresh launch is clean, and what cannot be analysed says so.

async function sniff(request: APIRequestContext, token: string): Promise<SnifferReport> {
  const response = await request.get(`/api/v1/tools/sniffer/${token}`);
  expect(response.status()).toBe(200);
  return snifferReportSchema.parse(await response.json());
}

const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });

const checkOf = (report: SnifferReport, id: SnifferCheckId) => report.checks.find((check) => check.id === id)!;

/** What each trap must be caught by: its verdict, and the check that finds it with that check's severity and words. */
const EXPECTED: Record<TrapKind, { verdict: SnifferReport["verdict"]; check: SnifferCheckId; severity: string; says: string }> = {
  honeypot: { verdict: "honeypot", check: "honeypot", severity: "critical", says: "selling reverts (TransferHelper: TRANSFER_FROM_FAILED)" },
  "sell-tax": { verdict: "high-risk", check: "sell-tax", severity: "high", says: "25.0% of the tokens are taken on every sell" },
  mintable: { verdict: "high-risk", check: "mint", severity: "high", says: "mint(address,uint256) succeeds when the owner calls it" },
  blacklist: { verdict: "high-risk", check: "blacklist", severity: "high", says: "1 of the largest holders are blacklisted now" },
  pausable: { verdict: "high-risk", check: "pause", severity: "high", says: "pause() succeeds when the owner calls it" },
  "max-transaction": { verdict: "high-risk", check: "max-transaction", severity: "high", says: "HYPE reverts (UniswapV2: TRANSFER_FAILED)" },
};

test.describe("token sniffer", () => {
  for (const trap of TRAP_TOKENS) {
    test(`catches the planted ${trap.kind} token (${trap.symbol})`, async ({ request }) => {
      const report = await sniff(request, await plantedToken(trap.symbol));
      const expected = EXPECTED[trap.kind];
      expect(report.verdict).toBe(expected.verdict);
      expect(checkOf(report, expected.check)).toMatchObject({ status: "analysed", severity: expected.severity });
      expect(checkOf(report, expected.check).summary).toContain(expected.says);
      expect(report.market?.venue).toBe("hyperswap-v2");
    });
  }

  test("finds the largest trade the max-transaction token lets through, and lists it with the other sizes", async ({ page, request }) => {
    const token = (await plantedToken("SLICE")) as Address;
    const report = await sniff(request, token);
    const trials = report.simulation!.trials;
    const limitRow = trials.findLastIndex((trial) => trial.sell?.ok === true);
    const [through, reverted] = [trials[limitRow]!, trials[limitRow + 1]!];
    expect(trials).toHaveLength(4);
    // The pair's transfer of the bought tokens is what the token refuses.
    expect(reverted.buy.revertReason).toBe("UniswapV2: TRANSFER_FAILED");
    // What the pair gives for it is within the token's limit, and one step of the size's second digit more is not.
    const config = publicChainConfigSchema.parse(await (await request.get("/api/v1/config")).json());
    const tokensFor = async (hype: bigint) =>
      (
        await chain.readContract({
          address: config.contracts.v2Router as Address,
          abi: v2RouterToolAbi,
          functionName: "getAmountsOut",
          args: [hype, [WHYPE_ADDRESS, token]],
        })
      )[1]!;
    const limit = (TRAP_TOKEN_SUPPLY * BigInt(PLANTED_MAX_TX_BPS)) / 10_000n;
    const size = parseEther(through.hypeIn);
    const step = 10n ** BigInt(size.toString().length - 2);
    expect(await tokensFor(size)).toBeLessThanOrEqual(limit);
    expect(await tokensFor(size + step)).toBeGreaterThan(limit);

    await page.goto(`/token-sniffer/${token}`);
    await expect(
      page.getByRole("region", { name: /Findings/ }).getByText(`A limit on trade size: ${through.hypeIn} HYPE is about the most that goes through`),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /Simulated trades/ }).getByRole("row")).toHaveCount(5);
  });

  test("flags the next launch of a creator who dumped every earlier launch", async ({ request }) => {
    const report = await sniff(request, await plantedToken(RUG_CREATOR.next.symbol));
    expect(report.verdict).toBe("high-risk");
    expect(checkOf(report, "creator-record")).toMatchObject({ severity: "high" });
    expect(checkOf(report, "creator-record").summary).toContain("Dumped their own bag in 3 of 3 other launches");
    expect(
      report.creator?.launches
        .filter((launch) => launch.rugged)
        .map((launch) => launch.symbol)
        .sort(),
    ).toEqual(RUG_CREATOR.rugged.map((token) => token.symbol).sort());
  });

  test("finds a fresh launch clean, on its curve, and says so on the page", async ({ page, request }) => {
    const market = await devnetMarket();
    const token = await market.createToken(await fundedAccount(), `CLN${Date.now().toString(36).slice(-3).toUpperCase()}`);
    await market.buy(await fundedAccount(), token, "5");
    await indexedTrades(token, 1);
    const report = await sniff(request, token);
    expect(report.checks.filter((check) => check.severity !== null && check.severity !== "info")).toEqual([]);
    expect(report).toMatchObject({ verdict: "clean", score: 100, market: { venue: "curve" }, coverage: { analysed: 18, total: 18 } });

    await page.goto(`/token-sniffer/${token}`);
    await expect(page.getByRole("heading", { level: 2, name: /^No findings\s*, score 100 of 100/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /Simulated trades/ }).getByRole("row")).toHaveCount(4);
  });

  test("finds the planted bundle and shows who is left out of the top 10, with figures from the chain", async ({ page, request }) => {
    const token = (await plantedToken(BUNDLED_LAUNCH.symbol)) as Address;
    const report = await sniff(request, token);
    const bundle = report.launch!.bundles[0]!;
    const balanceOf = (holder: string) => chain.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [holder as Address] });
    const supply = await chain.readContract({ address: token, abi: erc20Abi, functionName: "totalSupply" });
    const held = (await Promise.all(bundle.members.map(balanceOf))).reduce((sum, balance) => sum + balance, 0n);
    expect(bundle.percent).toBe(Number((held * 1_000_000n) / supply) / 10_000);
    expect(checkOf(report, "bundle")).toMatchObject({ severity: "high" });
    expect(report.verdict).toBe("high-risk");
    expect(report.score).toBeLessThan(100);

    await page.goto(`/token-sniffer/${token}`);
    await expect(page.getByRole("region", { name: /Findings/ }).getByText(checkOf(report, "bundle").summary)).toBeVisible();
    const holders = page.getByRole("region", { name: "Largest holders" });
    await expect(holders.getByRole("row", { name: /launchpad curve/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Launch block" }).getByText(`Bundle of ${bundle.members.length} wallets`)).toBeVisible();
  });

  test("opens a report from the address box, showing the honeypot's revert reason", async ({ page }) => {
    const honeypot = await plantedToken("HONEY");
    await page.goto("/token-sniffer");
    await expect(page.getByRole("heading", { level: 2, name: "Paste a token address to analyse it" })).toBeVisible();
    await page.getByRole("textbox", { name: "Token address" }).fill("0x1234");
    await page.getByRole("button", { name: "Sniff" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid token address format");

    await page.getByRole("textbox", { name: "Token address" }).fill(honeypot);
    await page.getByRole("button", { name: "Sniff" }).click();
    await expect(page).toHaveURL(`/token-sniffer/${honeypot}`);
    await expect(page.getByRole("heading", { level: 2, name: /^Honeypot\s*, score 0 of 100/ })).toBeVisible();
    const findings = page.getByRole("region", { name: /Findings/ });
    await expect(findings.getByText("Honeypot: buying works but selling reverts (TransferHelper: TRANSFER_FROM_FAILED).")).toBeVisible();
  });

  test("keeps an address without code apart from a safe token: not analysed, no score", async ({ page }) => {
    await page.goto(`/token-sniffer/${TOKEN_ADDRESS}`);
    await expect(page.getByRole("heading", { level: 2, name: /^Not analysed\s*, no score/ })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: /^Not analysed \(/ })
        .getByText("No contract at this address.")
        .first(),
    ).toBeVisible();
  });
});
