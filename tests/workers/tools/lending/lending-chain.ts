import { env } from "cloudflare:test";
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseAbi } from "viem";
import { expect } from "vitest";
import { BlockClock } from "../../../../devnet/block-clock";
import { devnetChainConfig } from "../../../../shared/chains";
import { chainReader } from "../../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../../workers/chain/watched";
import { type CycleResult, ingestStep } from "../../../../workers/ingest/ingest-step";
import type { LendingTestDevnet } from "../../../devnet/lending-chain";
import { callWorker } from "../../call-worker";
import { jsonRpc } from "../../json-rpc";

// HyperLend's own views, read at a chosen block, and the moves a test makes on its chain: what the API's answers are
// checked against. Nothing here reuses the tracker's code.

export const poolAbi = parseAbi([
  "struct ReserveConfigurationMap { uint256 data; }",
  "struct ReserveData { ReserveConfigurationMap configuration; uint128 liquidityIndex; uint128 currentLiquidityRate; uint128 variableBorrowIndex; uint128 currentVariableBorrowRate; uint128 currentStableBorrowRate; uint40 lastUpdateTimestamp; uint16 id; address aTokenAddress; address stableDebtTokenAddress; address variableDebtTokenAddress; address interestRateStrategyAddress; uint128 accruedToTreasury; uint128 unbacked; uint128 isolationModeTotalDebt; }",
  "function getReserveData(address asset) view returns (ReserveData)",
  "function getUserAccountData(address user) view returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 availableBorrowsBase, uint256 currentLiquidationThreshold, uint256 ltv, uint256 healthFactor)",
  "function liquidationCall(address collateralAsset, address debtAsset, address user, uint256 debtToCover, bool receiveAToken)",
  "event LiquidationCall(address indexed collateralAsset, address indexed debtAsset, address indexed user, uint256 debtToCover, uint256 liquidatedCollateralAmount, address liquidator, bool receiveAToken)",
]);
export const dataProviderAbi = parseAbi([
  "function getReserveData(address asset) view returns (uint256 unbacked, uint256 accruedToTreasuryScaled, uint256 totalAToken, uint256 totalStableDebt, uint256 totalVariableDebt, uint256 liquidityRate, uint256 variableBorrowRate, uint256 stableBorrowRate, uint256 averageStableBorrowRate, uint256 liquidityIndex, uint256 variableBorrowIndex, uint40 lastUpdateTimestamp)",
  "function getReserveConfigurationData(address asset) view returns (uint256 decimals, uint256 ltv, uint256 liquidationThreshold, uint256 liquidationBonus, uint256 reserveFactor, bool usageAsCollateralEnabled, bool borrowingEnabled, bool stableBorrowRateEnabled, bool isActive, bool isFrozen)",
  "function getReserveCaps(address asset) view returns (uint256 borrowCap, uint256 supplyCap)",
]);
export const tokenAbi = parseAbi(["function totalSupply() view returns (uint256)"]);
const feedAbi = parseAbi(["function setPrice(int256 answer)"]);

export function lendingChain(devnet: LendingTestDevnet) {
  const lending = devnet.contracts.lending!;
  const client = createPublicClient({ transport: http(devnet.rpcUrl) });
  const bindings = { CHAIN: "devnet" as const, RPC_URL: devnet.rpcUrl, CHAIN_CONTRACTS: JSON.stringify(devnet.contracts) };
  const watched = watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts));
  const reader = chainReader(devnet.rpcUrl);
  const usdt0 = lending.reserves.find((reserve) => reserve.symbol === "USDT0")!.underlying as Address;
  const whype = lending.reserves.find((reserve) => reserve.symbol === "WHYPE")!.underlying as Address;
  const clock = new BlockClock(devnet.minedAt);

  const rpc = jsonRpc(devnet.rpcUrl);

  return {
    lending,
    client,
    rpc,
    usdt0,
    whype,
    /** Mines `calls` (in order, one block) a minute after the last block; returns their receipts, failing on a revert. */
    async mine(calls: { from: Address; to: Address; data: Hex }[]) {
      const hashes: Hex[] = [];
      for (const tx of calls) hashes.push(await rpc<Hex>("eth_sendTransaction", [{ ...tx, gas: "0x2dc6c0" }]));
      await rpc("evm_mine", [{ timestamp: clock.advance(60) }]);
      const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })));
      for (const receipt of receipts) expect(receipt.status, `transaction ${receipt.transactionHash}`).toBe("success");
      return receipts;
    },
    /** The admin's transaction that sets WHYPE's oracle feed to `usd`. */
    setHypePrice: (usd: number) => ({
      from: devnet.lending.admin as Address,
      to: devnet.lending.feeds.WHYPE as Address,
      data: encodeFunctionData({ abi: feedAbi, functionName: "setPrice", args: [BigInt(Math.round(usd * 1e8))] }),
    }),
    /** The liquidator repays as much of `user`'s USDT0 debt as the close factor allows, for their HYPE. */
    liquidate(user: Address) {
      const args = [whype, usdt0, user, 2n ** 256n - 1n, false] as const;
      return { from: devnet.liquidator, to: lending.pool as Address, data: encodeFunctionData({ abi: poolAbi, functionName: "liquidationCall", args }) };
    },
    /** Steps the indexer (as its alarm does) until it is at the head. */
    async ingest(): Promise<CycleResult[]> {
      const results: CycleResult[] = [];
      for (let step = 0; step < 200; step++) {
        const result = await ingestStep({ db: env.DB, reader, watched, startBlock: () => 0 }, 500);
        results.push(result);
        if (result.kind === "idle") return results;
      }
      throw new Error("the indexer never reached the head");
    },
    async get<T>(path: string): Promise<T> {
      const response = await callWorker(new Request(`http://app/api/v1/tools/lending${path}`), bindings);
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json<T>();
    },
    /** The pool's getUserAccountData at `block`. */
    account: (user: Address, block: number) =>
      client.readContract({ address: lending.pool as Address, abi: poolAbi, functionName: "getUserAccountData", args: [user], blockNumber: BigInt(block) }),
  };
}

/** Aave's ray rate (per year) as the yield of compounding every second, (1 + r/n)^n − 1 without losing r/n to 1's rounding. */
export const apyOf = (ray: bigint) => {
  const seconds = 31_536_000;
  return Math.expm1(seconds * Math.log1p(Number(ray) / 1e27 / seconds));
};
