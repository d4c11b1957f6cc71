import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, type Hex } from "viem";
import { HYPERSWAP_ARTIFACTS as A } from "../../hyperswap/artifacts";
import type { ActionKind, MarketAction, PoolKey, TokenRef } from "../actions";
import type { DexMarket } from "../dex-setup";
import type { SimChain, SimTransaction } from "../sim-chain";

export type BuildContext = {
  chain: SimChain;
  launchpad: Address;
  launchpadAbi: Abi;
  dex: DexMarket;
  /** The address of the simulator's n-th launched token, once known. */
  tokenAddress: (id: number) => Address | undefined;
};

/** What every family's builders read the chain and the venues with. */
export type BuildTools = BuildContext & {
  read: <T>(abi: Abi, to: Address, functionName: string, args?: readonly unknown[]) => Promise<T>;
  v2Pair: (pool: PoolKey) => Promise<Address>;
  v3Pool: (pool: PoolKey) => Promise<Address>;
  /** A token by market id or address; undefined while the token is not launched yet. */
  resolve: (token: TokenRef) => Address | undefined;
};

/**
 * One action kind's transaction, or undefined when there is nothing to do (a pool already at its target, a position
 * already withdrawn) or the token it trades is not known yet.
 */
export type Builder<Kind extends ActionKind> = (
  action: Extract<MarketAction, { kind: Kind }>,
  tools: BuildTools,
) => SimTransaction | undefined | Promise<SimTransaction | undefined>;

/** A family's builders, one per action kind it owns. */
export type FamilyBuilders<Kind extends ActionKind> = { [K in Kind]: Builder<K> };

export function buildTools(context: BuildContext): BuildTools {
  const { chain, dex } = context;
  const cache = new Map<string, Promise<unknown>>();
  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = encodeFunctionData({ abi, functionName, args });
    const result = (await chain.call("eth_call", [{ to, data }, "latest"])) as Hex;
    return decodeFunctionResult({ abi, functionName, data: result }) as T;
  }
  // Pair and pool addresses never change: read once.
  const once = <T>(key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };
  return {
    ...context,
    read,
    v2Pair: (pool) => once(`v2/${pool.token0}/${pool.token1}`, () => read<Address>(A.v2Factory.abi, dex.v2Factory, "getPair", [pool.token0, pool.token1])),
    v3Pool: (pool) =>
      once(`v3/${pool.token0}/${pool.token1}/${pool.fee}`, () =>
        read<Address>(A.v3Factory.abi, dex.v3Factory, "getPool", [pool.token0, pool.token1, pool.fee]),
      ),
    resolve: (token) => (typeof token === "number" ? context.tokenAddress(token) : token),
  };
}
