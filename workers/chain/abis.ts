import { parseAbi } from "viem";
import { aaveEventsAbi } from "../lending/aave-abis";
import { erc1155TransfersAbi, nftMarketAbi } from "./nft-abis";

// Every event and view the indexer decodes or calls, in one place, so the list can be checked
// against the compiled contracts (contracts/LiquidLaunch.sol, the Uniswap npm artifacts).

/** LiquidLaunch, as contracts/LiquidLaunch.sol declares it (mainnet signatures, see HYPEREVM.md). */
export const launchpadAbi = parseAbi([
  "event TokenCreated(address indexed token, address indexed creator, string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint256 creationTimestamp, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint256 initialPurchaseAmount)",
  "event TokensPurchased(address indexed token, address indexed buyer, uint256 hypeIn, uint256 tokensOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event TokensSold(address indexed token, address indexed seller, uint256 tokensIn, uint256 hypeOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event TokenFrozen(address indexed token)",
  "event TokenBonded(address indexed token)",
]);

/** Our TradeGuard (contracts/TradeGuard.sol): the trader behind the curve trade that follows in the same transaction. */
export const tradeGuardAbi = parseAbi(["event GuardedTrade(address indexed trader, address indexed token)"]);

export const v2FactoryAbi = parseAbi(["event PairCreated(address indexed token0, address indexed token1, address pair, uint256 allPairsLength)"]);

export const v2PairAbi = parseAbi([
  "event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)",
  "event Sync(uint112 reserve0, uint112 reserve1)",
  "event Mint(address indexed sender, uint256 amount0, uint256 amount1)",
  "event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)",
]);

export const v3FactoryAbi = parseAbi([
  "event PoolCreated(address indexed token0, address indexed token1, uint24 indexed fee, int24 tickSpacing, address pool)",
]);

export const v3PoolAbi = parseAbi([
  "event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)",
  "event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)",
  // Collect, not Burn: a burn only moves tokens into the position, a collect takes them out of the pool.
  "event Collect(address indexed owner, address recipient, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount0, uint128 amount1)",
]);

export const erc20Abi = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
]);

/** Every event the indexer reads, for decodeEventLog. */
export const indexedEventsAbi = [
  ...launchpadAbi,
  ...tradeGuardAbi,
  ...v2FactoryAbi,
  ...v2PairAbi,
  ...v3FactoryAbi,
  ...v3PoolAbi,
  ...erc20Abi.filter((item) => item.type === "event"),
  ...nftMarketAbi,
  ...erc1155TransfersAbi,
  ...aaveEventsAbi,
];
