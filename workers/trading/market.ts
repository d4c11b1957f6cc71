import { type Address, type BlockTag, createPublicClient, encodeFunctionData, http, type PublicClient, parseAbi } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { ChainConfig } from "../../shared/chains";
import { BASIS_POINTS, type TradeQuote } from "../../shared/schemas/trade";
import { curveSoldOut } from "../../shared/trade-warnings";
import { ApiError } from "../http/errors";

// A token's market as a trade sees it: on the launchpad's curve, or on its HyperSwap V2 pair once bonded,
// and the quotes of both (estimateBuy/estimateSell, or the router's getAmountsOut) at a chosen block.

export const tradingAbi = parseAbi([
  "function buy(address token, uint256 minOut, uint256 deadline) payable",
  "function sell(address token, uint256 amountIn, uint256 minOut, uint256 deadline)",
  "function estimateBuy(address token, uint256 hypeAmount) view returns (uint256)",
  "function estimateSell(address token, uint256 tokenAmount) view returns (uint256)",
  "function getTokenCreator(address token) view returns (address)",
  "function getTokenFrozenStatus(address token) view returns (address, bool isFrozen, uint256 frozenTimestamp)",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
  "function getTokenMetadata(address token) view returns ((string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, address creator, uint256 creationTimestamp, uint256 lastUpdated, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint8 dexIndex))",
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function balanceOf(address owner) view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function decimals() view returns (uint8)",
  "function symbol() view returns (string)",
]);

/** The launchpad's fee on the HYPE side of a curve trade, and HyperSwap V2's on the input. */
const LAUNCHPAD_FEE_BPS = 100n;
const V2_FEE_BPS = 30n;
/**
 * A V2 pair's first swap in a later second than its last update writes its two price accumulators, 22 100
 * gas each when they are still zero (a pair fresh from bonding). An estimate taken within that same second
 * (the pending block has the latest's timestamp) skips the writes, and the swap then runs out of gas.
 */
export const V2_PRICE_ACCUMULATORS_GAS = 44_200n;
/** The slice of the amount whose quote stands for the spot price (price impact). */
const SPOT_FRACTION = 1000n;

export type Side = "buy" | "sell";
export type Route = TradeQuote["route"];

export type TokenMarket = {
  token: Address;
  symbol: string;
  decimals: number;
  creator: Address;
  creationTimestamp: number;
  route: Route;
  /** The guard trades on the curve (contracts/TradeGuard.sol); the router once bonded. */
  contracts: { launchpad: Address; guard: Address | null; router: Address | null };
};

export function chainClient(chain: ChainConfig): PublicClient {
  return createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) });
}

/** The token's market, and whether its curve sold out and awaits bonding (nothing trades it then); 404 when the launchpad did not create it. */
export async function readTokenMarket(client: PublicClient, chain: ChainConfig, token: Address): Promise<TokenMarket & { soldOut: boolean }> {
  const launchpad = chain.contracts.launchpad as Address | null;
  if (!launchpad) throw new ApiError(503, "Trading is not available on this chain");
  const unknown = new ApiError(404, `Unknown token ${token}: it was not launched on the launchpad`);
  const meta = await client.readContract({ address: launchpad, abi: tradingAbi, functionName: "getTokenMetadata", args: [token] }).catch(() => {
    throw unknown;
  });
  if (/^0x0{40}$/.test(meta.creator)) throw unknown;
  const [[, isFrozen], [, isBonded]] = await Promise.all([
    client.readContract({ address: launchpad, abi: tradingAbi, functionName: "getTokenFrozenStatus", args: [token] }),
    client.readContract({ address: launchpad, abi: tradingAbi, functionName: "getTokenBondingStatus", args: [token] }),
  ]);
  const router = chain.contracts.v2Router as Address | null;
  if (isBonded && !router) throw new ApiError(503, "Bonded tokens cannot be traded on this chain: no HyperSwap V2 router is configured");
  const guard = chain.contracts.tradeGuard as Address | null;
  // The launchpad's own buy and sell take no minimum: without the guard a curve trade's floor would not hold on chain.
  if (!isBonded && !guard) throw new ApiError(503, "Tokens on the launchpad's curve cannot be traded on this chain: no trade guard is configured");
  return {
    token,
    symbol: meta.symbol,
    // Every launchpad token has 6 decimals (LaunchToken.sol; the real contract's spec).
    decimals: 6,
    creator: meta.creator,
    creationTimestamp: Number(meta.creationTimestamp),
    route: isBonded ? "hyperswap-v2" : "launchpad",
    contracts: { launchpad, guard, router },
    soldOut: isFrozen && !isBonded,
  };
}

/** The token's market; 404 when the launchpad did not create it, 409 while it is sold out and awaits bonding. */
export async function tokenMarket(client: PublicClient, chain: ChainConfig, token: Address): Promise<TokenMarket> {
  const { soldOut, ...market } = await readTokenMarket(client, chain, token);
  if (soldOut) throw new ApiError(409, curveSoldOut(market.symbol));
  return market;
}

const pathOf = (market: TokenMarket, side: Side): Address[] =>
  side === "buy" ? [WHYPE_ADDRESS as Address, market.token] : [market.token, WHYPE_ADDRESS as Address];

/** What `amountIn` (HYPE wei to buy, token units to sell) receives at that block. */
export async function amountOut(client: PublicClient, market: TokenMarket, side: Side, amountIn: bigint, blockTag: BlockTag = "latest"): Promise<bigint> {
  if (amountIn === 0n) return 0n;
  if (market.route === "launchpad") {
    return client.readContract({
      address: market.contracts.launchpad,
      abi: tradingAbi,
      functionName: side === "buy" ? "estimateBuy" : "estimateSell",
      args: [market.token, amountIn],
      blockTag,
    });
  }
  const amounts = await client.readContract({
    address: market.contracts.router!,
    abi: tradingAbi,
    functionName: "getAmountsOut",
    args: [amountIn, pathOf(market, side)],
    blockTag,
  });
  return amounts[1] ?? 0n;
}

/** The least a trade may receive: the quote less the tolerance (basis points of the quote). */
export const minimumOut = (quoted: bigint, slippageBps: number) => (quoted * BigInt(BASIS_POINTS - slippageBps)) / BigInt(BASIS_POINTS);

/** The quote with its fee (in HYPE wei) and price impact against a trade a thousandth its size. */
export async function quoteTrade(client: PublicClient, market: TokenMarket, side: Side, amountIn: bigint, slippageBps: number) {
  const small = amountIn / SPOT_FRACTION;
  const [out, smallOut] = await Promise.all([amountOut(client, market, side, amountIn), amountOut(client, market, side, small)]);
  const feeBps = market.route === "launchpad" ? LAUNCHPAD_FEE_BPS : V2_FEE_BPS;
  const bps = BigInt(BASIS_POINTS);
  const fee = side === "buy" ? (amountIn * feeBps) / bps : (out * feeBps) / (bps - feeBps);
  // The spot rate is smallOut / small; impact is how far the whole trade's rate falls below it.
  const impact = small > 0n && smallOut > 0n ? 1 - Number((out * small * 1_000_000n) / (amountIn * smallOut)) / 1_000_000 : 0;
  return { amountOut: out, minimumOut: minimumOut(out, slippageBps), fee, priceImpactPercent: Math.max(0, impact * 100) };
}

export function tokenBalance(client: PublicClient, market: TokenMarket, owner: Address, blockTag: BlockTag = "pending"): Promise<bigint> {
  return client.readContract({ address: market.token, abi: tradingAbi, functionName: "balanceOf", args: [owner], blockTag });
}

/** The contract a sell pulls the tokens with: the guard on the curve, the router once bonded. */
export const sellSpender = (market: TokenMarket): Address => (market.route === "launchpad" ? market.contracts.guard! : market.contracts.router!);

/** The approval a sell sends first: the spender allowed exactly `amount` of the token. */
export const approvalCall = (market: TokenMarket, amount: bigint) => ({
  to: market.token,
  data: encodeFunctionData({ abi: tradingAbi, functionName: "approve", args: [sellSpender(market), amount] }),
  value: 0n,
});

export function spenderAllowance(client: PublicClient, market: TokenMarket, owner: Address): Promise<bigint> {
  return client.readContract({
    address: market.token,
    abi: tradingAbi,
    functionName: "allowance",
    args: [owner, sellSpender(market)],
    blockTag: "pending",
  });
}
