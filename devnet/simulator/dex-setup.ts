import { type Address, encodeFunctionData, getAddress, type Hex, parseEther, parseUnits } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { addressSchema } from "../../shared/schemas/primitives";
import { z } from "../../shared/schemas/zod";
import { HYPERSWAP_ARTIFACTS as A } from "../hyperswap/artifacts";
import { devnetTokenArtifact, type HyperSwapDeployment } from "../hyperswap/deploy";
import { sqrtPriceX96 } from "../hyperswap/reference-prices";
import { call, deploy, FAR_DEADLINE, MAX_UINT256 } from "../hyperswap/transactions";
import { fullRangeTick } from "../hyperswap/v3-ticks";
import type { PoolKey } from "./actions";
import { simAddress } from "./population";
import { sendInRounds } from "./send-in-rounds";
import type { SimChain, SimTransaction } from "./sim-chain";

/** An established token of the devnet: an ERC20 with a V2 pair and a V3 pool (0.3%) against WHYPE. */
export const establishedTokenSchema = z.object({
  address: addressSchema().transform((address) => getAddress(address)),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  /** Its opening price in HYPE, and how far the price wanders (0.1: about ±10%). */
  hypePrice: z.number().positive(),
  volatility: z.number().nonnegative(),
});
export type EstablishedToken = z.infer<typeof establishedTokenSchema>;

/** Everything the simulator trades on HyperSwap and who trades it. */
export type DexMarket = {
  v2Router: Address;
  v2Factory: Address;
  v3Factory: Address;
  v3SwapRouter: Address;
  v3PositionManager: Address;
  usdt0: Address;
  usdc: Address;
  established: EstablishedToken[];
  /** Moves pools to their target prices (reference prices, the stable peg, established tokens). */
  arbitrageur: Address;
  /** Swap established tokens; they hold plenty of each. */
  dexTraders: Address[];
  /** Add and remove liquidity on the established tokens' pools. */
  providers: Address[];
};

export const V3_FEE = 3000;
const DEX_TRADERS = 12;
const PROVIDERS = 8;

const ESTABLISHED = [
  { name: "Purr", symbol: "PURR", decimals: 18, hypePrice: 0.005, volatility: 0.3, v2Hype: 3000, v3Hype: 6000 },
  { name: "Unit Bitcoin", symbol: "UBTC", decimals: 8, hypePrice: 2500, volatility: 0.1, v2Hype: 8000, v3Hype: 15000 },
] as const;

export function poolKey(a: Address, b: Address, fee: number): PoolKey {
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
  return { token0, token1, fee };
}

/** Whole tokens as units of a token with `decimals`, from a float (enough precision for simulated sizes). */
export function units(amount: number, decimals: number): bigint {
  return parseUnits(amount.toFixed(Math.min(decimals, 12)), decimals);
}

/**
 * Deploys the established tokens, seeds their V2 pairs (Router02 addLiquidityETH) and full-range V3
 * pools, and gives the arbitrageur, the DEX traders and the liquidity providers their HYPE, WHYPE,
 * tokens and approvals. Three blocks at the times `blockTime` hands out.
 */
export async function setUpDexMarket(
  chain: SimChain,
  options: { seed: string; deployer: Address; hyperswap: HyperSwapDeployment; blockTime: () => number },
): Promise<DexMarket> {
  const { seed, deployer, hyperswap } = options;
  const token = devnetTokenArtifact();
  const { usdt0, usdc, arbitrageur, dexTraders, providers } = dexMarket(seed, hyperswap, []);
  const actors = [arbitrageur, ...dexTraders, ...providers];

  async function block(transactions: SimTransaction[]) {
    const hashes = await sendInRounds(
      chain,
      transactions.map((transaction) => ({ lane: "setup", transaction })),
    );
    await chain.mineAt(options.blockTime());
    return chain.receipts(hashes);
  }
  const fromDeployer = (txs: Omit<SimTransaction, "from">[]) => txs.map((tx) => ({ ...tx, from: deployer }));

  const deployed = await block(fromDeployer(ESTABLISHED.map((spec) => deploy(token, [spec.name, spec.symbol, spec.decimals], 1_500_000n))));
  const established: EstablishedToken[] = ESTABLISHED.map((spec, i) => {
    const address = deployed[i]?.contractAddress;
    if (!address) throw new Error(`${spec.symbol} was not deployed`);
    return {
      address: getAddress(address),
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
      hypePrice: spec.hypePrice,
      volatility: spec.volatility,
    };
  });

  // The deployer mints every actor's bags and seeds the pools, in nonce order.
  const hype = (amount: number) => parseEther(String(amount));
  await chain.fund([deployer, ...actors], hype(2_000_000));
  const seeding = ESTABLISHED.flatMap((spec, i) => {
    const { address } = established[i]!;
    const tokensFor = (hypeAmount: number) => units(hypeAmount / spec.hypePrice, spec.decimals);
    const key = poolKey(address, WHYPE_ADDRESS, V3_FEE);
    const [amount0, amount1] = key.token0 === WHYPE_ADDRESS ? [hype(spec.v3Hype), tokensFor(spec.v3Hype)] : [tokensFor(spec.v3Hype), hype(spec.v3Hype)];
    return [
      call(token, address, "mint", [deployer, tokensFor(spec.v2Hype + spec.v3Hype)]),
      ...actors.map((actor) => call(token, address, "mint", [actor, tokensFor(200_000)])),
      call(token, address, "approve", [hyperswap.v2Router, MAX_UINT256]),
      call(token, address, "approve", [hyperswap.v3PositionManager, MAX_UINT256]),
      call(A.v2Router, hyperswap.v2Router, "addLiquidityETH", [address, tokensFor(spec.v2Hype), 0n, 0n, deployer, FAR_DEADLINE], 4_000_000n, hype(spec.v2Hype)),
      call(
        A.v3PositionManager,
        hyperswap.v3PositionManager,
        "createAndInitializePoolIfNecessary",
        [
          key.token0,
          key.token1,
          V3_FEE,
          sqrtPriceX96({ base: { address, decimals: spec.decimals }, quote: { address: WHYPE_ADDRESS, decimals: 18 }, quotePerBase: spec.hypePrice }),
        ],
        5_500_000n,
      ),
      call(
        A.v3PositionManager,
        hyperswap.v3PositionManager,
        "mint",
        [
          {
            ...key,
            tickLower: -fullRangeTick(V3_FEE),
            tickUpper: fullRangeTick(V3_FEE),
            amount0Desired: amount0,
            amount1Desired: amount1,
            amount0Min: 0n,
            amount1Min: 0n,
            recipient: deployer,
            deadline: FAR_DEADLINE,
          },
        ],
        1_500_000n,
      ),
    ];
  });
  await block(
    fromDeployer([
      call(A.weth9, WHYPE_ADDRESS, "deposit", [], 100_000n, hype(ESTABLISHED.reduce((sum, spec) => sum + spec.v3Hype, 0))),
      call(A.weth9, WHYPE_ADDRESS, "approve", [hyperswap.v3PositionManager, MAX_UINT256]),
      call(token, usdt0, "mint", [arbitrageur, units(50_000_000, 6)]),
      call(token, usdc, "mint", [arbitrageur, units(50_000_000, 6)]),
      ...seeding,
    ]),
  );

  const pairs = await Promise.all(established.map((t) => v2PairOf(chain, hyperswap.v2Factory, t.address)));
  // Every actor wraps HYPE and lets the routers and the position manager move every token it may trade.
  const spenders = [hyperswap.v2Router, hyperswap.v3SwapRouter, hyperswap.v3PositionManager];
  const tokens = [WHYPE_ADDRESS, usdt0, usdc, ...established.map((t) => t.address), ...pairs];
  await block(
    actors.flatMap((actor) => [
      { ...call(A.weth9, WHYPE_ADDRESS, "deposit", [], 100_000n, hype(1_000_000)), from: actor },
      ...tokens.flatMap((address) => spenders.map((spender) => ({ ...call(token, address, "approve", [spender, MAX_UINT256], 100_000n), from: actor }))),
    ]),
  );
  return dexMarket(seed, hyperswap, established);
}

/** The DEX side of the market of `seed`: its actors follow from the seed, its tokens from the setup. */
export function dexMarket(seed: string, hyperswap: HyperSwapDeployment, established: EstablishedToken[]): DexMarket {
  const [usdt0, usdc] = ["USDT0", "USDC"].map((symbol) => {
    const coin = hyperswap.stablecoins.find((stable) => stable.symbol === symbol);
    if (!coin) throw new Error(`HyperSwap was deployed without ${symbol}`);
    return getAddress(coin.address);
  }) as [Address, Address];
  return {
    v2Router: hyperswap.v2Router,
    v2Factory: hyperswap.v2Factory,
    v3Factory: hyperswap.v3Factory,
    v3SwapRouter: hyperswap.v3SwapRouter,
    v3PositionManager: hyperswap.v3PositionManager,
    usdt0,
    usdc,
    established,
    arbitrageur: simAddress(seed, "arbitrageur", 0),
    dexTraders: Array.from({ length: DEX_TRADERS }, (_, i) => simAddress(seed, "dex-trader", i)),
    providers: Array.from({ length: PROVIDERS }, (_, i) => simAddress(seed, "provider", i)),
  };
}

/** The V2 pair of `token` and WHYPE (factory.getPair). */
export async function v2PairOf(chain: SimChain, v2Factory: Address, token: Address): Promise<Address> {
  const data = encodeFunctionData({ abi: A.v2Factory.abi, functionName: "getPair", args: [token, WHYPE_ADDRESS] });
  const result = (await chain.call("eth_call", [{ to: v2Factory, data }, "latest"])) as Hex;
  return getAddress(`0x${result.slice(-40)}`);
}
