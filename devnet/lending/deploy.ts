import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseUnits, stringToHex, zeroAddress } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { LendingContracts } from "../../shared/lending/contracts";
import { compileContracts } from "../contracts/compile";
import { HYPERSWAP_ARTIFACTS as H } from "../hyperswap/artifacts";
import { devnetTokenArtifact, type HyperSwapDeployment } from "../hyperswap/deploy";
import { call, deploy, FAR_DEADLINE, MAX_UINT256 } from "../hyperswap/transactions";
import type { SimChain, SimTransaction } from "../simulator/sim-chain";
import { AAVE_ARTIFACTS as A, linked } from "./artifacts";
import type { LendingDevnet } from "./manifest";
import { basisPoints, RESERVES, rateStrategyArgs, UBTC_USD_PRICE, usd8 } from "./parameters";

// UBTC's reference pair: deep enough that the simulated lending barely moves it.
const UBTC_PAIR_BTC = 40;

/** contracts/ReferencePriceFeed.sol. */
export function priceFeedArtifact() {
  const { ReferencePriceFeed } = compileContracts();
  if (ReferencePriceFeed === undefined) throw new Error("contracts/ReferencePriceFeed.sol did not compile");
  return ReferencePriceFeed;
}

/**
 * Deploys HyperLend's Aave v3.0.2 from the npm artifacts (logic libraries linked into Pool and
 * PoolConfigurator), UBTC with its V2 pair against USDT0, one price feed per reserve, and initialises
 * WHYPE, USDT0, USDC and UBTC through the configurator with devnet/lending/parameters.ts. A few blocks,
 * at the times `blockTime` hands out.
 */
export async function deployLending(
  chain: SimChain,
  options: { deployer: Address; hyperswap: HyperSwapDeployment; blockTime: () => number },
): Promise<{ contracts: LendingContracts; devnet: LendingDevnet }> {
  const { deployer, hyperswap } = options;
  const block = async (transactions: Omit<SimTransaction, "from">[]) => {
    const hashes = await chain.sendInOrder(transactions.map((tx) => ({ ...tx, from: deployer })));
    await chain.mineAt(options.blockTime());
    return chain.receipts(hashes);
  };
  const created = (receipts: { contractAddress: Address | null }[]) =>
    receipts.map((receipt) => {
      if (receipt.contractAddress === null) throw new Error("a lending deployment created no contract");
      return receipt.contractAddress;
    });
  const read = async (abi: typeof A.pool.abi, to: Address, functionName: string, args: readonly unknown[] = []) => {
    const data = encodeFunctionData({ abi, functionName, args });
    const result = (await chain.call("eth_call", [{ to, data }, "latest"])) as Hex;
    return decodeFunctionResult({ abi, functionName, data: result });
  };
  const feed = priceFeedArtifact();
  const token = devnetTokenArtifact();
  const usdt0 = hyperswap.stablecoins.find((coin) => coin.symbol === "USDT0")!.address as Address;
  const usdc = hyperswap.stablecoins.find((coin) => coin.symbol === "USDC")!.address as Address;

  const [supplyLogic, borrowLogic, liquidationLogic, eModeLogic, bridgeLogic, poolLogic, configuratorLogic, provider, ubtc, ...feedAddresses] = created(
    await block([
      deploy(A.supplyLogic, [], 5_000_000n),
      deploy(A.borrowLogic, [], 6_000_000n),
      deploy(A.liquidationLogic, [], 5_000_000n),
      deploy(A.eModeLogic, [], 2_000_000n),
      deploy(A.bridgeLogic, [], 3_000_000n),
      deploy(A.poolLogic, [], 3_000_000n),
      deploy(A.configuratorLogic, [], 3_000_000n),
      deploy(A.addressesProvider, ["HyperLend Devnet", deployer], 3_000_000n),
      deploy(token, ["Unit Bitcoin", "UBTC", 8], 1_500_000n),
      ...RESERVES.map((reserve) => deploy(feed, [`${reserve.symbol} / USD`, usd8(reserve.usdPrice)], 1_000_000n)),
      deploy(feed, ["USD / USD", usd8(1)], 1_000_000n),
    ]),
  );
  const feeds = Object.fromEntries([...RESERVES.map((reserve) => reserve.symbol), "USD"].map((symbol, index) => [symbol, feedAddresses[index]!]));
  const underlying: Record<string, Address> = { WHYPE: WHYPE_ADDRESS, USDT0: usdt0, USDC: usdc, UBTC: ubtc! };
  const libraries = {
    SupplyLogic: supplyLogic!,
    BorrowLogic: borrowLogic!,
    LiquidationLogic: liquidationLogic!,
    EModeLogic: eModeLogic!,
    BridgeLogic: bridgeLogic!,
    PoolLogic: poolLogic!,
    ConfiguratorLogic: configuratorLogic!,
  };

  // The ACL manager reads its admin from the provider when it is built, so the admin is set first.
  const [flashLoanLogic] = created(
    (
      await block([deploy(linked(A.flashLoanLogic, libraries), [], 4_000_000n), call(A.addressesProvider, provider!, "setACLAdmin", [deployer], 200_000n)])
    ).slice(0, 1),
  );
  const [aclManager, poolImpl, configuratorImpl, oracle, protocolDataProvider, uiPoolDataProvider, ...strategies] = created(
    await block([
      deploy(A.aclManager, [provider], 3_000_000n),
      deploy(linked(A.pool, { ...libraries, FlashLoanLogic: flashLoanLogic! }), [provider], 8_000_000n),
      deploy(linked(A.poolConfigurator, libraries), [], 8_000_000n),
      deploy(
        A.oracle,
        [
          provider,
          RESERVES.map((reserve) => underlying[reserve.symbol]),
          RESERVES.map((reserve) => feeds[reserve.symbol]),
          zeroAddress,
          zeroAddress,
          10n ** 8n,
        ],
        2_000_000n,
      ),
      deploy(A.protocolDataProvider, [provider], 4_000_000n),
      deploy(A.uiPoolDataProvider, [feeds.WHYPE, feeds.USD], 4_000_000n),
      ...RESERVES.map((reserve) => deploy(A.rateStrategy, [provider, ...rateStrategyArgs(reserve.rates)], 2_000_000n)),
    ]),
  );
  const usd = (amount: number) => parseUnits(String(amount), 6);
  await block([
    call(A.addressesProvider, provider!, "setACLManager", [aclManager], 200_000n),
    call(A.aclManager, aclManager!, "addPoolAdmin", [deployer], 200_000n),
    call(A.aclManager, aclManager!, "addRiskAdmin", [deployer], 200_000n),
    call(A.addressesProvider, provider!, "setPoolImpl", [poolImpl], 3_000_000n),
    call(A.addressesProvider, provider!, "setPoolConfiguratorImpl", [configuratorImpl], 3_000_000n),
    call(A.addressesProvider, provider!, "setPriceOracle", [oracle], 200_000n),
    call(A.addressesProvider, provider!, "setPoolDataProvider", [protocolDataProvider], 200_000n),
    call(token, ubtc!, "mint", [deployer, parseUnits("100000", 8)], 200_000n),
    call(token, ubtc!, "approve", [hyperswap.v2Router, MAX_UINT256], 100_000n),
    call(
      H.v2Router,
      hyperswap.v2Router,
      "addLiquidity",
      [ubtc, usdt0, parseUnits(String(UBTC_PAIR_BTC), 8), usd(UBTC_PAIR_BTC * UBTC_USD_PRICE), 0n, 0n, deployer, FAR_DEADLINE],
      4_000_000n,
    ),
  ]);
  const pool = (await read(A.addressesProvider.abi, provider!, "getPool")) as Address;
  const poolConfigurator = (await read(A.addressesProvider.abi, provider!, "getPoolConfigurator")) as Address;
  const [aTokenImpl, stableDebtImpl, variableDebtImpl, wrappedTokenGateway] = created(
    await block([
      deploy(A.aToken, [pool], 6_000_000n),
      deploy(A.stableDebtToken, [pool], 6_000_000n),
      deploy(A.variableDebtToken, [pool], 6_000_000n),
      deploy(A.wrappedTokenGateway, [WHYPE_ADDRESS, deployer, pool], 3_000_000n),
    ]),
  );

  const configure = (functionName: string, args: readonly unknown[], gas = 300_000n) => call(A.poolConfigurator, poolConfigurator, functionName, args, gas);
  await block(
    RESERVES.map((reserve, index) =>
      configure(
        "initReserves",
        [
          [
            {
              aTokenImpl,
              stableDebtTokenImpl: stableDebtImpl,
              variableDebtTokenImpl: variableDebtImpl,
              underlyingAssetDecimals: reserve.decimals,
              interestRateStrategyAddress: strategies[index],
              underlyingAsset: underlying[reserve.symbol],
              treasury: deployer,
              incentivesController: zeroAddress,
              aTokenName: `HyperLend ${reserve.symbol}`,
              aTokenSymbol: `h${reserve.symbol}`,
              variableDebtTokenName: `HyperLend Variable Debt ${reserve.symbol}`,
              variableDebtTokenSymbol: `variableDebt${reserve.symbol}`,
              stableDebtTokenName: `HyperLend Stable Debt ${reserve.symbol}`,
              stableDebtTokenSymbol: `stableDebt${reserve.symbol}`,
              params: stringToHex(""),
            },
          ],
        ],
        8_000_000n,
      ),
    ),
  );
  await block(
    RESERVES.flatMap((reserve) => {
      const asset = underlying[reserve.symbol];
      const bonus = 10_000n + basisPoints(reserve.liquidationBonus);
      return [
        configure("configureReserveAsCollateral", [asset, basisPoints(reserve.ltv), basisPoints(reserve.liquidationThreshold), bonus]),
        configure("setReserveBorrowing", [asset, true]),
        configure("setReserveFlashLoaning", [asset, true]),
        configure("setReserveFactor", [asset, basisPoints(reserve.reserveFactor)], 1_000_000n),
        configure("setSupplyCap", [asset, BigInt(reserve.supplyCap)]),
        configure("setBorrowCap", [asset, BigInt(reserve.borrowCap)]),
      ];
    }),
  );

  const reserves = await Promise.all(
    RESERVES.map(async (reserve) => {
      const data = (await read(A.pool.abi, pool, "getReserveData", [underlying[reserve.symbol]])) as {
        aTokenAddress: Address;
        stableDebtTokenAddress: Address;
        variableDebtTokenAddress: Address;
      };
      return {
        symbol: reserve.symbol,
        underlying: underlying[reserve.symbol]!,
        decimals: reserve.decimals,
        aToken: data.aTokenAddress,
        variableDebtToken: data.variableDebtTokenAddress,
        stableDebtToken: data.stableDebtTokenAddress,
      };
    }),
  );
  const ubtcUsdt0Pair = (await read(H.v2Factory.abi as typeof A.pool.abi, hyperswap.v2Factory, "getPair", [ubtc, usdt0])) as Address;
  return {
    contracts: {
      pool,
      poolAddressesProvider: provider!,
      poolConfigurator,
      aclManager: aclManager!,
      oracle: oracle!,
      protocolDataProvider: protocolDataProvider!,
      uiPoolDataProvider: uiPoolDataProvider!,
      wrappedTokenGateway: wrappedTokenGateway!,
      reserves,
    },
    devnet: { feeds, ubtcUsdt0Pair, admin: deployer },
  };
}
