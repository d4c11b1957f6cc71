import { parseAbi } from "viem";

// Aave v3.0.2's events as its interfaces declare them (IPool, IPoolConfigurator, IAToken and
// IVariableDebtToken through IScaledBalanceToken): HyperLend is a v3.0.2 fork.

/** The Pool: user actions and each reserve's rates and indexes after every action. */
export const aavePoolEventsAbi = parseAbi([
  "event Supply(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referralCode)",
  "event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount)",
  "event Borrow(address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint8 interestRateMode, uint256 borrowRate, uint16 indexed referralCode)",
  "event Repay(address indexed reserve, address indexed user, address indexed repayer, uint256 amount, bool useATokens)",
  "event LiquidationCall(address indexed collateralAsset, address indexed debtAsset, address indexed user, uint256 debtToCover, uint256 liquidatedCollateralAmount, address liquidator, bool receiveAToken)",
  "event ReserveDataUpdated(address indexed reserve, uint256 liquidityRate, uint256 stableBorrowRate, uint256 variableBorrowRate, uint256 liquidityIndex, uint256 variableBorrowIndex)",
  "event ReserveUsedAsCollateralEnabled(address indexed reserve, address indexed user)",
  "event ReserveUsedAsCollateralDisabled(address indexed reserve, address indexed user)",
]);

/** The PoolConfigurator: each reserve's risk parameters as governance sets them. */
export const aaveConfiguratorEventsAbi = parseAbi([
  "event ReserveInitialized(address indexed asset, address indexed aToken, address stableDebtToken, address variableDebtToken, address interestRateStrategyAddress)",
  "event CollateralConfigurationChanged(address indexed asset, uint256 ltv, uint256 liquidationThreshold, uint256 liquidationBonus)",
  "event ReserveFactorChanged(address indexed asset, uint256 oldReserveFactor, uint256 newReserveFactor)",
  "event SupplyCapChanged(address indexed asset, uint256 oldSupplyCap, uint256 newSupplyCap)",
  "event BorrowCapChanged(address indexed asset, uint256 oldBorrowCap, uint256 newBorrowCap)",
  "event ReserveInterestRateStrategyChanged(address indexed asset, address oldStrategy, address newStrategy)",
]);

/** aTokens and variable debt tokens: every change of a scaled balance, with the index it was made at. */
export const aaveScaledTokenEventsAbi = parseAbi([
  "event Mint(address indexed caller, address indexed onBehalfOf, uint256 value, uint256 balanceIncrease, uint256 index)",
  "event Burn(address indexed from, address indexed target, uint256 value, uint256 balanceIncrease, uint256 index)",
  "event BalanceTransfer(address indexed from, address indexed to, uint256 value, uint256 index)",
]);

/** The AaveOracle's price sources, and a Chainlink-style source's pushed answers (USD, 8 decimals). */
export const aavePriceEventsAbi = parseAbi([
  "event AssetSourceUpdated(address indexed asset, address indexed source)",
  "event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)",
]);

/** The views the tools read live: a wallet's account, and a rate strategy's parameters (immutable). */
export const aaveViewsAbi = parseAbi([
  "function getUserAccountData(address user) view returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 availableBorrowsBase, uint256 currentLiquidationThreshold, uint256 ltv, uint256 healthFactor)",
  "function OPTIMAL_USAGE_RATIO() view returns (uint256)",
  "function getBaseVariableBorrowRate() view returns (uint256)",
  "function getVariableRateSlope1() view returns (uint256)",
  "function getVariableRateSlope2() view returns (uint256)",
]);

export const aaveEventsAbi = [...aavePoolEventsAbi, ...aaveConfiguratorEventsAbi, ...aaveScaledTokenEventsAbi, ...aavePriceEventsAbi];
