import { type Address, formatUnits, type Hex, type Log, parseEventLogs } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { LendingAtRisk, LendingLiquidations, LendingMarkets, LendingWallet } from "../../../../shared/schemas/lending";
import { apyOf, dataProviderAbi, lendingChain, poolAbi, tokenAbi } from "./lending-chain";

// HyperLend's tracker against the pool it indexes (tests/devnet/lending-chain.ts): every figure the API answers is
// read again from the contracts' own views at the block the API says it indexed, and every liquidation from the
// pool's raw LiquidationCall log.

const devnet = inject("lendingDevnet");
const chain = lendingChain(devnet);
const { lending, client } = chain;
const [victim, reorged] = devnet.victims as [Address, Address];
const borrowerAddresses = () => [...devnet.borrowers.map((borrower) => borrower.address), devnet.hypeBorrower, ...devnet.victims];
const wad = (value: bigint) => Number(formatUnits(value, 18));
const usd = (base: bigint) => Number(formatUnits(base, 8));

/** Every position's health factor, collateral and debt from the index, against getUserAccountData at the indexed block. */
async function expectPositionsMatchThePool() {
  for (const user of borrowerAddresses()) {
    const wallet = await chain.get<LendingWallet>(`/wallets/${user}`);
    const account = await chain.account(user, wallet.block!.number);
    const [collateral, debt, , , , health] = account;
    expect(wallet.position.healthFactor, user).toBe(debt === 0n ? null : wad(health));
    expect(wallet.position.collateralUsd, user).toBe(usd(collateral));
    expect(wallet.position.debtUsd, user).toBe(usd(debt));
  }
}

/** The pool's own LiquidationCall log of a receipt. */
const liquidationLog = (logs: Log[]) => {
  const [log] = parseEventLogs({ abi: poolAbi, eventName: "LiquidationCall", logs }).filter(
    (entry) => entry.address.toLowerCase() === lending.pool.toLowerCase(),
  );
  return log!.args;
};

describe("HyperLend's figures equal the pool's own views", () => {
  beforeAll(async () => {
    await chain.ingest();
  }, 120_000);

  it("answers each market's totals, APYs, utilization and risk settings as the pool and its data provider do at the indexed block", async () => {
    const { block, markets } = await chain.get<LendingMarkets>("/markets");
    expect(block!.number).toBe(Number(await client.getBlockNumber()));
    expect(markets.map((market) => market.symbol)).toEqual(["WHYPE", "USDT0", "USDC", "UBTC"]);
    const at = { blockNumber: BigInt(block!.number) };
    for (const market of markets) {
      const asset = market.underlying as Address;
      const reserve = await client.readContract({ address: lending.pool as Address, abi: poolAbi, functionName: "getReserveData", args: [asset], ...at });
      const [, , totalAToken, , totalVariableDebt] = await client.readContract({
        address: lending.protocolDataProvider as Address,
        abi: dataProviderAbi,
        functionName: "getReserveData",
        args: [asset],
        ...at,
      });
      const [, ltv, threshold, bonus, reserveFactor] = await client.readContract({
        address: lending.protocolDataProvider as Address,
        abi: dataProviderAbi,
        functionName: "getReserveConfigurationData",
        args: [asset],
        ...at,
      });
      const [borrowCap, supplyCap] = await client.readContract({
        address: lending.protocolDataProvider as Address,
        abi: dataProviderAbi,
        functionName: "getReserveCaps",
        args: [asset],
        ...at,
      });
      const aTokenSupply = await client.readContract({ address: reserve.aTokenAddress, abi: tokenAbi, functionName: "totalSupply", ...at });
      const debtSupply = await client.readContract({ address: reserve.variableDebtTokenAddress, abi: tokenAbi, functionName: "totalSupply", ...at });
      expect(aTokenSupply).toBe(totalAToken);
      expect(debtSupply).toBe(totalVariableDebt);

      expect(market.supplied, market.symbol).toBe(formatUnits(totalAToken, market.decimals));
      expect(market.borrowed, market.symbol).toBe(formatUnits(totalVariableDebt, market.decimals));
      expect(market.liquidityRate, market.symbol).toBe(reserve.currentLiquidityRate.toString());
      expect(market.variableBorrowRate, market.symbol).toBe(reserve.currentVariableBorrowRate.toString());
      expect(market.supplyApy).toBeCloseTo(apyOf(reserve.currentLiquidityRate), 12);
      expect(market.borrowApy).toBeCloseTo(apyOf(reserve.currentVariableBorrowRate), 12);
      expect(market.utilization).toBeCloseTo(totalAToken === 0n ? 0 : Number(totalVariableDebt) / Number(totalAToken), 12);
      expect([market.ltv, market.liquidationThreshold, market.reserveFactor]).toEqual([
        Number(ltv) / 1e4,
        Number(threshold) / 1e4,
        Number(reserveFactor) / 1e4,
      ]);
      expect(market.liquidationBonus).toBeCloseTo(Number(bonus) / 1e4 - 1, 12);
      expect([market.supplyCap, market.borrowCap]).toEqual([Number(supplyCap), Number(borrowCap)]);
    }
    // The book the setup opened moved every rate off zero but UBTC's, where nobody supplied.
    const byName = new Map(markets.map((market) => [market.symbol, market]));
    expect(byName.get("USDT0")!.borrowApy).toBeGreaterThan(0);
    expect(byName.get("WHYPE")!.borrowApy).toBeGreaterThan(0);
    expect(byName.get("UBTC")!.supplied).toBe("0");
  });

  it("answers every position's health factor, collateral and debt as getUserAccountData does", async () => {
    await expectPositionsMatchThePool();
    const { positions } = await chain.get<LendingAtRisk>("/at-risk");
    // At $38 only the 64 % loan is under 1.1 (0.70 / 0.64 ≈ 1.094); the 62 % loan is at 1.129.
    expect(positions.map((position) => position.user)).toEqual([devnet.borrowers[3]!.address.toLowerCase()]);
  });

  it("lists a liquidation the test causes, and the liquidated position's health factor after it", async () => {
    // At $32 the 60 % loans' health factor is 0.70 × 32 / (0.60 × 38) ≈ 0.982: half of the debt can be repaid.
    await chain.mine([chain.setHypePrice(32)]);
    const [receipt] = await chain.mine([chain.liquidate(victim)]);
    const seized = liquidationLog(receipt!.logs);
    await chain.ingest();

    const { block, liquidations } = await chain.get<LendingLiquidations>("/liquidations");
    expect(liquidations).toHaveLength(1);
    expect(liquidations[0]).toMatchObject({
      block: Number(receipt!.blockNumber),
      transactionHash: receipt!.transactionHash,
      user: victim.toLowerCase(),
      liquidator: devnet.liquidator.toLowerCase(),
      collateralSymbol: "WHYPE",
      debtSymbol: "USDT0",
      collateralSeized: formatUnits(seized.liquidatedCollateralAmount, 18),
      debtRepaid: formatUnits(seized.debtToCover, 6),
      bonus: 0.1,
    });
    const [, debt, , , , health] = await chain.account(victim, block!.number);
    expect(debt).toBeGreaterThan(0n);
    expect(wad(health)).toBeGreaterThan(0.982);
    await expectPositionsMatchThePool();
    // Repaid by half, the position is back above 1.1 (about 1.19): out of the list the other 60 % loan is still in.
    expect((await chain.get<LendingWallet>(`/wallets/${victim}`)).position.healthFactor).toBe(wad(health));
    expect(wad(health)).toBeGreaterThan(1.1);
    const { positions } = await chain.get<LendingAtRisk>("/at-risk");
    expect(positions.map((position) => position.user)).toContain(reorged.toLowerCase());
    expect(positions.map((position) => position.user)).not.toContain(victim.toLowerCase());
  });

  it("drops a liquidation whose block a reorg removed, and the position's health factor with it", async () => {
    const snapshot = await chain.rpc<Hex>("evm_snapshot");
    const [receipt] = await chain.mine([chain.liquidate(reorged)]);
    await chain.ingest();
    const before = await chain.get<LendingLiquidations>("/liquidations");
    expect(before.liquidations.map((liquidation) => [liquidation.user, liquidation.transactionHash])).toEqual([
      [reorged.toLowerCase(), receipt!.transactionHash],
      [victim.toLowerCase(), expect.any(String)],
    ]);

    // The canonical chain replaces that block with three empty ones: longer, so the indexer follows it.
    expect(await chain.rpc<boolean>("evm_revert", [snapshot])).toBe(true);
    for (let index = 0; index < 3; index++) await chain.mine([]);
    const results = await chain.ingest();
    expect(results.some((result) => result.kind === "rolled-back")).toBe(true);

    const after = await chain.get<LendingLiquidations>("/liquidations");
    expect(after.liquidations.map((liquidation) => liquidation.user)).toEqual([victim.toLowerCase()]);
    const [, , , , , health] = await chain.account(reorged, after.block!.number);
    expect(wad(health)).toBeLessThan(1);
    await expectPositionsMatchThePool();
  });
});
