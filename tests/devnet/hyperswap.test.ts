import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap, type HyperSwapDeployment } from "../../devnet/hyperswap/deploy";
import { type SimChain, simChain } from "../../devnet/simulator/sim-chain";
import { installWhype, whypeAbi } from "../../devnet/whype";
import { WHYPE_ADDRESS } from "../../shared/addresses";

const DEPLOYER = "0x00000000000000000000000000000000000d3b10" as Address;
const TRADER = "0x0000000000000000000000000000000000007ade" as Address;

describe("HyperSwap on the devnet", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  let hyperswap: HyperSwapDeployment;
  let clock = Math.floor(Date.now() / 1000) - 86_400;
  const nextBlockTime = () => (clock += 2);

  async function read(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []) {
    const data = await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"]);
    return decodeFunctionResult({ abi, functionName, data: data as Hex });
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hyperswap-"));
    anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock });
    chain = simChain(anvil.rpcUrl);
    await chain.impersonateEveryone();
    await installWhype(anvil.rpcUrl);
    hyperswap = await deployHyperSwap(chain, DEPLOYER, nextBlockTime);
  }, 60_000);

  afterAll(async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("has WHYPE at 0x5555…5555 named Wrapped HYPE, symbol WHYPE, 18 decimals", async () => {
    expect(await read(whypeAbi, WHYPE_ADDRESS, "name")).toBe("Wrapped HYPE");
    expect(await read(whypeAbi, WHYPE_ADDRESS, "symbol")).toBe("WHYPE");
    expect(await read(whypeAbi, WHYPE_ADDRESS, "decimals")).toBe(18);
  });

  it("prices HYPE near $38 in the V2 reference pair", async () => {
    const [reserve0, reserve1] = (await read(A.v2Pair.abi, hyperswap.referencePools.v2WhypeUsdt0, "getReserves")) as [bigint, bigint];
    const token0 = (await read(A.v2Pair.abi, hyperswap.referencePools.v2WhypeUsdt0, "token0")) as Address;
    const [hype, usd] = token0.toLowerCase() === WHYPE_ADDRESS ? [reserve0, reserve1] : [reserve1, reserve0];
    expect(Number(usd) / 1e6 / (Number(hype) / 1e18)).toBeCloseTo(38, 6);
  });

  it("prices HYPE near $38 in the V3 reference pool and holds the stable pool at its peg", async () => {
    const [sqrtPrice] = (await read(A.v3Pool.abi, hyperswap.referencePools.v3WhypeUsdt0, "slot0")) as [bigint];
    const token0 = (await read(A.v3Pool.abi, hyperswap.referencePools.v3WhypeUsdt0, "token0")) as Address;
    const raw = (Number(sqrtPrice) / 2 ** 96) ** 2;
    const price = token0.toLowerCase() === WHYPE_ADDRESS ? raw * 1e12 : 1 / (raw / 1e12);
    expect(price).toBeCloseTo(38, 4);
    const [stableSqrt] = (await read(A.v3Pool.abi, hyperswap.referencePools.v3UsdcUsdt0, "slot0")) as [bigint];
    expect(stableSqrt).toBe(2n ** 96n);
    expect(await read(A.v3Pool.abi, hyperswap.referencePools.v3WhypeUsdt0, "liquidity")).toBeGreaterThan(0n);
  });

  it("swaps HYPE for USDT0 through Router02 at about the pool price", async () => {
    const usdt0 = hyperswap.stablecoins[0]!.address as Address;
    await chain.fund([TRADER], parseEther("100"));
    const [hash] = await chain.send([
      {
        from: TRADER,
        to: hyperswap.v2Router,
        value: parseEther("10"),
        gas: 300_000n,
        data: encodeFunctionData({
          abi: A.v2Router.abi,
          functionName: "swapExactETHForTokens",
          args: [0n, [WHYPE_ADDRESS, usdt0], TRADER, 2n ** 32n],
        }),
      },
    ]);
    await chain.mineAt(nextBlockTime());
    await chain.receipts([hash!]);
    const received = (await read(A.weth9.abi, usdt0, "balanceOf", [TRADER])) as bigint;
    // 10 HYPE at $38 less the 0.3% fee and a little price impact.
    expect(Number(received) / 1e6).toBeGreaterThan(378);
    expect(Number(received) / 1e6).toBeLessThan(380);
  });

  it("swaps USDT0 for WHYPE through the V3 SwapRouter", async () => {
    const usdt0 = hyperswap.stablecoins[0]!.address as Address;
    const hashes = await chain.send([
      {
        from: TRADER,
        to: usdt0,
        gas: 100_000n,
        data: encodeFunctionData({ abi: A.weth9.abi, functionName: "approve", args: [hyperswap.v3SwapRouter, 2n ** 255n] }),
      },
      {
        from: TRADER,
        to: hyperswap.v3SwapRouter,
        gas: 400_000n,
        data: encodeFunctionData({
          abi: A.v3SwapRouter.abi,
          functionName: "exactInputSingle",
          args: [
            {
              tokenIn: usdt0,
              tokenOut: WHYPE_ADDRESS,
              fee: 500,
              recipient: TRADER,
              deadline: 2n ** 32n,
              amountIn: 190_000_000n,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      },
    ]);
    await chain.mineAt(nextBlockTime());
    await chain.receipts(hashes);
    const whype = Number((await read(A.weth9.abi, WHYPE_ADDRESS, "balanceOf", [TRADER])) as bigint) / 1e18;
    // $190 buys about 5 HYPE at $38, less the 0.05% fee.
    expect(whype).toBeGreaterThan(4.99);
    expect(whype).toBeLessThan(5);
  });
});
