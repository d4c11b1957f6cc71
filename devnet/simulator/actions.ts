import type { Address } from "viem";
import type { SimTransaction } from "./sim-chain";

/** A launched token by its market id (the n-th token the simulator launched), or any token by address. */
export type TokenRef = number | Address;

/** A V3 pool by its key (token0 sorts below token1). */
export type PoolKey = { token0: Address; token1: Address; fee: number };

/**
 * One transaction the simulator sends at a moment of market time. Actions of one `lane` depend on each
 * other (one token's curve, one pool) and reach the chain in plan order; different lanes are independent.
 */
export type MarketAction = { at: number; lane: string } & ( // The launchpad (contracts/LiquidLaunch.sol).
  | { kind: "launch"; token: number; creator: Address; name: string; symbol: string; initialBuy: bigint }
  | { kind: "buy"; token: number; trader: Address; hype: bigint }
  | { kind: "sell"; token: number; trader: Address; tokens: bigint }
  | { kind: "bond"; token: number; caller: Address }
  // HyperSwap: swaps through Router02 (V2) and SwapRouter (V3), HYPE on one side.
  | { kind: "approve"; owner: Address; token: TokenRef; spender: Address }
  | { kind: "v2-buy"; token: TokenRef; trader: Address; hype: bigint }
  | { kind: "v2-sell"; token: TokenRef; trader: Address; tokens: bigint }
  | { kind: "v3-buy"; token: Address; fee: number; trader: Address; hype: bigint }
  | { kind: "v3-sell"; token: Address; fee: number; trader: Address; tokens: bigint }
  // HyperSwap liquidity: Router02 add/remove, NonfungiblePositionManager mint/decrease/collect/burn.
  | { kind: "v2-add"; token: Address; provider: Address; hype: bigint; tokensMax: bigint }
  | { kind: "v2-remove"; token: Address; provider: Address; percent: number }
  | { kind: "v3-mint"; pool: PoolKey; provider: Address; amount0: bigint; amount1: bigint; halfWidthTicks: number }
  | { kind: "v3-remove"; provider: Address; percent: number }
  // Arbitrage that moves a pool's price to a target (reference prices, pegs, established tokens).
  | { kind: "steer-v2"; pool: PoolKey; trader: Address; sqrtPriceX96: bigint }
  | { kind: "steer-v3"; pool: PoolKey; trader: Address; sqrtPriceX96: bigint }
  // HyperLend (devnet/lending/agents.ts): a step that builds its own transaction from the chain's state.
  | { kind: "lending"; what: string; build: () => Promise<SimTransaction | undefined> }
);

export type ActionKind = MarketAction["kind"];

/** Actions whose transaction depends on the chain's state (a price, a balance, a position): built just before sending. */
const DYNAMIC = new Set<ActionKind>(["v2-remove", "v3-mint", "v3-remove", "steer-v2", "steer-v3", "lending"]);
export const isDynamic = (action: MarketAction) => DYNAMIC.has(action.kind);
