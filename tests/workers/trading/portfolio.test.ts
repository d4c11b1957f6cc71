import { type Address, encodeFunctionData, formatUnits, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type PortfolioResponse, portfolioResponseSchema } from "../../../shared/schemas/portfolio";
import { positionResponseSchema } from "../../../shared/schemas/token-holders";
import { signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { chainDriver } from "../ingest/chain-driver";
import { ingestToHead } from "../ingest/ingest-to-head";

// A wallet's portfolio: one row per token it holds or traded, each the position box's own figures, its balance the
// token's balanceOf on the chain, sorted by value, with totals that are the rows' sums.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const [CREATOR, XENA, OMAR, SWAPPER] = [addr(0x6c1), addr(0x6a1), addr(0x6a2), addr(0x65a)];
const views = parseAbi(["function balanceOf(address owner) view returns (uint256)", "function decimals() view returns (uint8)"]);
const call = (to: Address, data: Hex) => driver.rpc<Hex>("eth_call", [{ to, data }, "latest"]).then((hex) => BigInt(hex));
const balanceOf = (token: Address, holder: Address) => call(token, encodeFunctionData({ abi: views, functionName: "balanceOf", args: [holder] }));
/** The balance as whole tokens, in the token's own decimals. */
const balanceText = async (token: Address, holder: Address) =>
  formatUnits(await balanceOf(token, holder), Number(await call(token, encodeFunctionData({ abi: views, functionName: "decimals" }))));

let clock = 0;
const mine = () => driver.mine(++clock);
const tokens: Record<"small" | "large" | "sold", Address> = { small: addr(0), large: addr(0), sold: addr(0) };

async function get(path: string) {
  const response = await callWorker(new Request(`http://lqscan.test/api/v1/indexer/${path}`), signInBindings);
  return { status: response.status, body: await response.json() };
}
const portfolioOf = async (wallet: Address): Promise<PortfolioResponse> => portfolioResponseSchema.parse((await get(`portfolio/${wallet}`)).body);

describe("a wallet's portfolio", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, XENA, OMAR, SWAPPER], 1000n);
    await driver.swapV2(SWAPPER, parseEther("3"));
    await mine();
    for (const [key, symbol] of [
      ["small", "PFS"],
      ["large", "PFL"],
      ["sold", "PFX"],
    ] as const) {
      await driver.createToken(CREATOR, symbol, parseEther("1"));
      tokens[key] = await driver.createdToken((await mine())[0]!);
    }
    await driver.buy(XENA, tokens.small, parseEther("2"));
    await driver.buy(XENA, tokens.large, parseEther("30"));
    await driver.buy(XENA, tokens.sold, parseEther("4"));
    await mine();
    await driver.buy(OMAR, tokens.large, parseEther("20"));
    await driver.sell(XENA, tokens.large, (await balanceOf(tokens.large, XENA)) / 3n);
    await driver.sell(XENA, tokens.sold, await balanceOf(tokens.sold, XENA));
    await mine();
    await ingestToHead(devnet);
  }, 120_000);

  it("lists every token the wallet holds or traded with the position box's figures and the chain's balance", async () => {
    const portfolio = await portfolioOf(XENA);
    expect(portfolio.walletAddress).toBe(XENA);
    // The larger holding first, the token sold out of last: it has no value, only its realized PnL.
    expect(portfolio.positions.map((position) => position.tokenAddress)).toEqual([tokens.large, tokens.small, tokens.sold].map((a) => a.toLowerCase()));
    for (const position of portfolio.positions) {
      expect(position.balance).toBe(await balanceText(position.tokenAddress as Address, XENA));
      const box = positionResponseSchema.parse((await get(`position/${position.tokenAddress}/${XENA}`)).body);
      expect(position.valueUsd).toBe(box.value!.sellNow?.usd ?? null);
      expect(position.costUsd).toBe(box.value!.costUsd);
      expect(position.averageCostUsd).toBe(box.value!.averageCostUsd);
      expect(position.realizedPnlUsd).toBe(box.value!.realizedPnlUsd);
      expect(position.unrealizedPnlUsd).toBe(box.value!.unrealizedPnlUsd);
      expect(position.marketAddress).toBe(position.tokenAddress);
    }
    const [large, small, sold] = portfolio.positions;
    expect(large!.valueUsd!).toBeGreaterThan(small!.valueUsd!);
    expect(sold).toMatchObject({ symbol: "PFX", balance: "0", valueUsd: null, unrealizedPnlUsd: null, costUsd: 0, tradeCount: 2 });
    // Buying and selling straight back pays both fees: a realized loss on the sold-out token.
    expect(sold!.realizedPnlUsd).toBeLessThan(0);
    const sum = (figure: (p: (typeof portfolio.positions)[number]) => number | null) => portfolio.positions.reduce((t, p) => t + (figure(p) ?? 0), 0);
    expect(portfolio.totals.valueUsd).toBeCloseTo(large!.valueUsd! + small!.valueUsd!, 9);
    expect(portfolio.totals.costUsd).toBeCloseTo(
      sum((p) => p.costUsd),
      9,
    );
    expect(portfolio.totals.realizedPnlUsd).toBeCloseTo(
      sum((p) => p.realizedPnlUsd),
      9,
    );
    expect(portfolio.totals.unrealizedPnlUsd).toBeCloseTo(large!.unrealizedPnlUsd! + small!.unrealizedPnlUsd!, 9);
  });

  it("is empty for a wallet that never traded, and refuses a malformed address", async () => {
    expect(await portfolioOf(addr(0x6ff))).toEqual({
      walletAddress: addr(0x6ff),
      positions: [],
      totals: { valueUsd: 0, costUsd: 0, realizedPnlUsd: 0, unrealizedPnlUsd: 0 },
    });
    expect(await get("portfolio/0x6ff")).toMatchObject({ status: 400, body: { error: "Bad Request", message: "Invalid wallet address format" } });
  });

  it("is never stored by a cache: it is read right after a trade", async () => {
    const response = await callWorker(new Request(`http://lqscan.test/api/v1/indexer/portfolio/${XENA}`), signInBindings);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
