import { parseAbi } from "viem";

// The views and calls the tools (sniffer, gas, peg, bubble map) make, in one place, so the list can be checked
// against the compiled contracts (tests/devnet/tool-abis.test.ts).

/** LiquidLaunch's reads and trades (contracts/LiquidLaunch.sol, mainnet signatures in HYPEREVM.md). */
export const launchpadToolAbi = parseAbi([
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
  "function getTokenFrozenStatus(address token) view returns (address, bool isFrozen, uint256 frozenTimestamp)",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function sellTokens(address token, uint256 tokenAmount)",
]);

export const v2FactoryToolAbi = parseAbi(["function getPair(address tokenA, address tokenB) view returns (address pair)"]);

export const v2RouterToolAbi = parseAbi([
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
]);

export const v3RouterToolAbi = parseAbi([
  "struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }",
  "function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)",
]);

/** QuoterV2: an execution quote (it reverts inside the pool and catches it, so it is called, never sent). */
export const v3QuoterToolAbi = parseAbi([
  "struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }",
  "function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)",
]);

/** ERC20 reads and the ownable pattern's owner(). */
export const tokenToolAbi = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)",
  "function transfer(address to, uint256 amount) returns (bool)",
  "function owner() view returns (address)",
]);
