import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { type Abi, type Address, decodeEventLog, decodeFunctionResult, encodeFunctionData, type Hex, parseEther, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { HYPERSWAP_ARTIFACTS as H } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { call, MAX_UINT256 } from "../../devnet/hyperswap/transactions";
import { AAVE_ARTIFACTS as A } from "../../devnet/lending/artifacts";
import { lendingCalls } from "../../devnet/lending/calls";
import { deployLending } from "../../devnet/lending/deploy";
import type { LendingDevnet } from "../../devnet/lending/manifest";
import { setReferencePrice } from "../../devnet/lending/reference-price";
import { type SimChain, type SimReceipt, type SimTransaction, simChain } from "../../devnet/simulator/sim-chain";
import { installWhype } from "../../devnet/whype";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { LendingContracts } from "../../shared/lending/contracts";

const DEPLOYER = "0x00000000000000000000000000000000000d3b10" as Address;
const USER = "0x000000000000000000000000000000000000a11c" as Address;
const BORROWER = "0x000000000000000000000000000000000000b0b0" as Address;
const LIQUIDATOR = "0x0000000000000000000000000000000000001d47" as Address;
const LENDER = "0x000000000000000000000000000000000000ce11" as Address;
const ERC20 = H.weth9 as { abi: Abi };

describe("HyperLend (Aave v3) on the devnet", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  let lending: LendingContracts;
  let devnet: LendingDevnet;
  let usdt0: Address;
  let clock = Math.floor(Date.now() / 1000) - 86_400;
  const nextBlockTime = () => (clock += 2);
  const reserve = (symbol: string) => lending.reserves.find((entry) => entry.symbol === symbol)!;

  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"]);
    return decodeFunctionResult({ abi, functionName, data: data as Hex }) as T;
  }
  async function send(from: Address, transactions: Omit<SimTransaction, "from">[]): Promise<SimReceipt[]> {
    const hashes = await chain.sendInOrder(transactions.map((tx) => ({ ...tx, from })));
    await chain.mineAt(nextBlockTime());
    return chain.receipts(hashes);
  }
  const poolEvent = <T>(receipt: SimReceipt, eventName: string): T => {
    const decoded = receipt.logs
      .filter((log) => log.address.toLowerCase() === lending.pool.toLowerCase())
      .map((log) => decodeEventLog({ abi: A.pool.abi, ...log, strict: false }))
      .find((entry) => entry.eventName === eventName);
    if (decoded === undefined) throw new Error(`no ${eventName} event`);
    return decoded.args as T;
  };
  const balance = (token: Address, owner: Address) => read<bigint>(ERC20.abi, token, "balanceOf", [owner]);
  const account = async (user: Address) => {
    const [collateral, debt, , threshold, ltv, health] = await read<readonly bigint[]>(A.pool.abi, lending.pool as Address, "getUserAccountData", [user]);
    return { collateral, debt, threshold, ltv, health };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "lending-"));
    anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock });
    chain = simChain(anvil.rpcUrl);
    await chain.impersonateEveryone();
    await installWhype(anvil.rpcUrl);
    const hyperswap = await deployHyperSwap(chain, DEPLOYER, nextBlockTime);
    ({ contracts: lending, devnet } = await deployLending(chain, { deployer: DEPLOYER, hyperswap, blockTime: nextBlockTime }));
    usdt0 = reserve("USDT0").underlying as Address;
    await chain.fund([USER, BORROWER, LIQUIDATOR, LENDER], parseEther("10000"));
    // A lender supplies the USDT0 that borrowers take.
    await send(DEPLOYER, [
      call(ERC20, usdt0, "transfer", [LENDER, parseUnits("1000000", 6)]),
      call(ERC20, usdt0, "transfer", [LIQUIDATOR, parseUnits("100000", 6)]),
    ]);
    const calls = lendingCalls(lending.pool as Address, lending.wrappedTokenGateway as Address);
    await send(LENDER, [calls.approvePool(usdt0), calls.supply(usdt0, parseUnits("1000000", 6), LENDER)]);
  }, 120_000);

  afterAll(async () => {
    await anvil?.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists WHYPE, USDT0, USDC and UBTC as the pool's reserves, each with its aToken and debt tokens", async () => {
    const list = await read<Address[]>(A.pool.abi, lending.pool as Address, "getReservesList");
    expect(list.map((address) => address.toLowerCase())).toEqual(lending.reserves.map((entry) => entry.underlying.toLowerCase()));
    expect(lending.reserves.map((entry) => entry.symbol)).toEqual(["WHYPE", "USDT0", "USDC", "UBTC"]);
    for (const entry of lending.reserves) {
      const data = await read<{ aTokenAddress: Address; variableDebtTokenAddress: Address }>(A.pool.abi, lending.pool as Address, "getReserveData", [
        entry.underlying,
      ]);
      expect(data.aTokenAddress).toBe(entry.aToken);
      expect(data.variableDebtTokenAddress).toBe(entry.variableDebtToken);
      expect(await read<string>(ERC20.abi, entry.aToken as Address, "symbol")).toBe(`h${entry.symbol}`);
    }
  });

  it("configures LTV, liquidation threshold and bonus, reserve factor and caps as the data provider reports", async () => {
    const configuration = async (symbol: string) => {
      const [decimals, ltv, threshold, bonus, reserveFactor, collateral, borrowing] = await read<readonly (bigint | boolean)[]>(
        A.protocolDataProvider.abi,
        lending.protocolDataProvider as Address,
        "getReserveConfigurationData",
        [reserve(symbol).underlying],
      );
      const [borrowCap, supplyCap] = await read<readonly bigint[]>(A.protocolDataProvider.abi, lending.protocolDataProvider as Address, "getReserveCaps", [
        reserve(symbol).underlying,
      ]);
      return { decimals, ltv, threshold, bonus, reserveFactor, collateral, borrowing, borrowCap, supplyCap };
    };
    expect(await configuration("WHYPE")).toEqual({
      decimals: 18n,
      ltv: 6500n,
      threshold: 7000n,
      bonus: 11000n,
      reserveFactor: 1500n,
      collateral: true,
      borrowing: true,
      borrowCap: 1_000_000n,
      supplyCap: 2_000_000n,
    });
    expect(await configuration("USDT0")).toMatchObject({ decimals: 6n, ltv: 7700n, threshold: 8000n, bonus: 10500n, reserveFactor: 1000n });
    expect(await configuration("UBTC")).toMatchObject({ decimals: 8n, ltv: 7000n, threshold: 7500n, bonus: 10750n, reserveFactor: 2000n, supplyCap: 1_000n });
  });

  it("prices each reserve through the oracle from its feed: HYPE at $38, the stables at $1, UBTC as its reference pair", async () => {
    const price = (symbol: string) => read<bigint>(A.oracle.abi, lending.oracle as Address, "getAssetPrice", [reserve(symbol).underlying]);
    expect(await price("WHYPE")).toBe(3_800_000_000n);
    expect(await price("USDT0")).toBe(100_000_000n);
    expect(await price("USDC")).toBe(100_000_000n);
    const [reserve0, reserve1] = await read<readonly bigint[]>(H.v2Pair.abi, devnet.ubtcUsdt0Pair as Address, "getReserves");
    const token0 = await read<Address>(H.v2Pair.abi, devnet.ubtcUsdt0Pair as Address, "token0");
    const [btc, usd] = token0.toLowerCase() === reserve("UBTC").underlying.toLowerCase() ? [reserve0!, reserve1!] : [reserve1!, reserve0!];
    expect(await price("UBTC")).toBe((usd * 10n ** 8n * 100n) / btc);
  });

  it("supplies, borrows, repays and withdraws with balances moving as the pool says", async () => {
    const calls = lendingCalls(lending.pool as Address, lending.wrappedTokenGateway as Address);
    const hWhype = reserve("WHYPE").aToken as Address;
    const debtUsdt0 = reserve("USDT0").variableDebtToken as Address;
    await send(USER, [calls.supplyHype(USER, parseEther("100"))]);
    expect(await balance(hWhype, USER)).toBe(parseEther("100"));
    expect(await account(USER)).toMatchObject({ collateral: 380_000_000_000n, debt: 0n, ltv: 6500n, threshold: 7000n });

    await send(USER, [calls.borrow(usdt0, parseUnits("1000", 6), USER)]);
    expect(await balance(usdt0, USER)).toBe(parseUnits("1000", 6));
    expect(await balance(debtUsdt0, USER)).toBe(parseUnits("1000", 6));
    const borrowed = await account(USER);
    expect(borrowed.debt).toBe(100_000_000_000n);
    // Health factor = collateral × liquidation threshold / debt: 3,800 × 0.70 / 1,000.
    expect(borrowed.health).toBe(2_660_000_000_000_000_000n);

    // Interest accrues by the block: the user tops up from the deployer's USDT0 and repays the whole debt.
    await send(DEPLOYER, [call(ERC20, usdt0, "transfer", [USER, parseUnits("10", 6)])]);
    const [, repayReceipt] = await send(USER, [calls.approvePool(usdt0), calls.repay(usdt0, MAX_UINT256, USER)]);
    const repaid = poolEvent<{ amount: bigint }>(repayReceipt!, "Repay").amount;
    expect(repaid).toBeGreaterThanOrEqual(parseUnits("1000", 6));
    expect(await balance(debtUsdt0, USER)).toBe(0n);
    expect(await balance(usdt0, USER)).toBe(parseUnits("1010", 6) - repaid);

    await send(USER, [calls.withdraw(WHYPE_ADDRESS, MAX_UINT256, USER)]);
    expect(await balance(hWhype, USER)).toBe(0n);
    expect(await balance(WHYPE_ADDRESS, USER)).toBe(parseEther("100"));
    expect(await account(USER)).toMatchObject({ collateral: 0n, debt: 0n });
  });

  it("liquidates a position whose health factor falls below 1 when the oracle drops HYPE", async () => {
    const calls = lendingCalls(lending.pool as Address, lending.wrappedTokenGateway as Address);
    await send(BORROWER, [calls.supplyHype(BORROWER, parseEther("1000"))]);
    // 60 % of $38,000 of collateral: health factor 0.70 / 0.60.
    await send(BORROWER, [calls.borrow(usdt0, parseUnits("22800", 6), BORROWER)]);
    expect((await account(BORROWER)).health).toBeGreaterThan(10n ** 18n);

    await setReferencePrice(chain, devnet, "WHYPE", 30);
    expect(await read<bigint>(A.oracle.abi, lending.oracle as Address, "getAssetPrice", [WHYPE_ADDRESS])).toBe(3_000_000_000n);
    const before = await account(BORROWER);
    expect(before.health).toBeLessThan(10n ** 18n);

    const [, receipt] = await send(LIQUIDATOR, [calls.approvePool(usdt0), calls.liquidate(WHYPE_ADDRESS, usdt0, BORROWER)]);
    const args = poolEvent<{ user: Address; debtToCover: bigint; liquidatedCollateralAmount: bigint; liquidator: Address }>(receipt!, "LiquidationCall");
    expect(args.user).toBe(BORROWER);
    expect(args.liquidator).toBe(LIQUIDATOR);
    // Below a health factor of 0.95 the close factor is 100 %: the whole debt (with a few blocks' interest) is repaid.
    expect(before.health).toBeLessThan(950_000_000_000_000_000n);
    expect(args.debtToCover).toBeGreaterThanOrEqual(parseUnits("22800", 6));
    expect((await account(BORROWER)).debt).toBe(0n);
    // Collateral seized = debt repaid × $1 × 110 % / $30, in WHYPE's 18 decimals.
    expect(args.liquidatedCollateralAmount).toBe((args.debtToCover * 10n ** 12n * 11n) / (10n * 30n));
    expect(await balance(WHYPE_ADDRESS, LIQUIDATOR)).toBe(args.liquidatedCollateralAmount);
  });
});
