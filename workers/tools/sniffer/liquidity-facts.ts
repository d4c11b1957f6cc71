import type { Address, PublicClient } from "viem";
import { DEAD_ADDRESS, ZERO_ADDRESS } from "../../../shared/addresses";
import { TOKENS_FOR_SALE, TOTAL_SUPPLY } from "../../../shared/launchpad-curve";
import type { SnifferReport } from "../../../shared/schemas/sniffer";
import { launchpadToolAbi, tokenToolAbi } from "../../chain/tool-abis";

export type LiquidityFacts = NonNullable<SnifferReport["liquidity"]>;

const percentOf = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number((part * 1_000_000n) / whole) / 10_000);

/** A launchpad token's curve: how much of the sale is sold, and whether it froze or bonded. */
export async function curveFacts(client: PublicClient, launchpad: Address, token: Address, blockNumber: bigint): Promise<LiquidityFacts> {
  const read = { address: launchpad, abi: launchpadToolAbi, blockNumber } as const;
  const [[, tokenReserve], [, frozen], [, bonded]] = await Promise.all([
    client.readContract({ ...read, functionName: "getLiquidity", args: [token] }),
    client.readContract({ ...read, functionName: "getTokenFrozenStatus", args: [token] }),
    client.readContract({ ...read, functionName: "getTokenBondingStatus", args: [token] }),
  ]);
  return { kind: "curve", progressPercent: Math.min(100, percentOf(TOTAL_SUPPLY - tokenReserve, TOKENS_FOR_SALE)), frozen, bonded };
}

/** A V2 pair's LP tokens: the share burned (zero and dead addresses) and the share the creator holds. */
export async function lpFacts(client: PublicClient, pair: Address, creator: Address | null, blockNumber: bigint): Promise<LiquidityFacts> {
  const read = { address: pair, abi: tokenToolAbi, blockNumber } as const;
  const balanceOf = (owner: string) => client.readContract({ ...read, functionName: "balanceOf", args: [owner as Address] });
  const [supply, dead, zero, held] = await Promise.all([
    client.readContract({ ...read, functionName: "totalSupply" }),
    balanceOf(DEAD_ADDRESS),
    balanceOf(ZERO_ADDRESS),
    creator === null ? Promise.resolve(null) : balanceOf(creator),
  ]);
  return { kind: "lp", burnedPercent: percentOf(dead + zero, supply), creatorPercent: held === null ? null : percentOf(held, supply) };
}
