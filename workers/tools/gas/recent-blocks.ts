import type { PublicClient } from "viem";
import { BASE_FEE_MAX_RISE, FAST_BLOCK_GAS_LIMIT, type GasBlock, type GasLane, type GasLaneKind, MAX_FEE_HORIZON_BLOCKS } from "../../../shared/schemas/gas";

const PERCENTILES = [10, 50, 90];

/** A recent block with the tips its transactions paid (feeHistory's 10th, 50th and 90th percentiles). */
export type FeeBlock = GasBlock & { tips: readonly [bigint, bigint, bigint] };

/**
 * The newest `count` blocks: feeHistory gives each block's base fee and tips, the headers its gas limit (which
 * tells HyperEVM's fast blocks from its big ones), gas used, time and transaction count. All in one batch.
 */
export async function recentBlocks(client: PublicClient, count: number, dualBlocks: boolean): Promise<FeeBlock[]> {
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const oldest = latest - BigInt(count) + 1n;
  const numbers = Array.from({ length: count }, (_, index) => oldest + BigInt(index)).filter((number) => number >= 0n);
  const [history, headers] = await Promise.all([
    client.getFeeHistory({ blockCount: numbers.length, blockNumber: latest, rewardPercentiles: PERCENTILES }),
    Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber }))),
  ]);
  return headers.map((header, index) => {
    const tips = history.reward?.[index] ?? [0n, 0n, 0n];
    return {
      number: Number(header.number),
      timestamp: Number(header.timestamp),
      lane: laneOf(Number(header.gasLimit), dualBlocks),
      gasUsed: Number(header.gasUsed),
      gasLimit: Number(header.gasLimit),
      baseFee: (header.baseFeePerGas ?? history.baseFeePerGas[index] ?? 0n).toString(),
      transactions: header.transactions.length,
      tips: [tips[0] ?? 0n, tips[1] ?? 0n, tips[2] ?? 0n],
    };
  });
}

/** On a dual-block node a block's gas limit names its lane; any other node has one lane. */
function laneOf(gasLimit: number, dualBlocks: boolean): GasLaneKind {
  if (!dualBlocks) return "single";
  return gasLimit <= FAST_BLOCK_GAS_LIMIT ? "fast" : "big";
}

/** EIP-1559's next base fee after `block`: up to 1/8 more when it was over half full, down to 1/8 less when empty. */
export function nextBaseFee(block: GasBlock): bigint {
  const base = BigInt(block.baseFee);
  const target = BigInt(block.gasLimit) / 2n;
  if (target === 0n) return base;
  const delta = (base * (BigInt(block.gasUsed) - target)) / target / 8n;
  return block.gasUsed > Number(target) && delta === 0n ? base + 1n : base + delta;
}

/** One lane's figures from its blocks among the recent ones (oldest first), or null if none of them is in it. */
export function laneFigures(kind: GasLaneKind, blocks: FeeBlock[], suggestedGasPrice: bigint | null): GasLane | null {
  const own = blocks.filter((block) => block.lane === kind);
  const newest = own.at(-1);
  if (newest === undefined) return null;
  // Empty blocks report zero tips; only blocks with transactions say what was paid.
  const paying = own.filter((block) => block.transactions > 0);
  const meanTip = (at: 0 | 1 | 2) => (paying.length === 0 ? 0n : paying.reduce((sum, block) => sum + block.tips[at], 0n) / BigInt(paying.length));
  const next = nextBaseFee(newest);
  const p50 = meanTip(1);
  const span = own.length > 1 ? newest.timestamp - own[0]!.timestamp : null;
  return {
    kind,
    gasLimit: newest.gasLimit,
    blocks: own.length,
    blockSeconds: span === null ? null : span / (own.length - 1),
    nextBaseFee: next.toString(),
    suggestedGasPrice: suggestedGasPrice?.toString() ?? null,
    priorityFee: { p10: meanTip(0).toString(), p50: p50.toString(), p90: meanTip(2).toString() },
    fullnessPercent: (own.reduce((sum, block) => sum + block.gasUsed / block.gasLimit, 0) / own.length) * 100,
    maxFeePerGas: (BigInt(Math.ceil(Number(next) * BASE_FEE_MAX_RISE ** MAX_FEE_HORIZON_BLOCKS)) + p50).toString(),
  };
}
