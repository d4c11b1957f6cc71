import { describe, expect, it } from "vitest";
import { BIG_BLOCK_GAS_LIMIT, FAST_BLOCK_GAS_LIMIT } from "../../../../../shared/schemas/gas";
import { type FeeBlock, laneFigures, nextBaseFee } from "../../../../../workers/tools/gas/recent-blocks";

const GWEI = 1_000_000_000n;

function block(number: number, lane: "fast" | "big", gasUsed: number, baseFeeGwei: bigint, tipsGwei: [bigint, bigint, bigint] = [0n, 0n, 0n]): FeeBlock {
  return {
    number,
    timestamp: 1_000 + number,
    lane,
    gasUsed,
    gasLimit: lane === "fast" ? FAST_BLOCK_GAS_LIMIT : BIG_BLOCK_GAS_LIMIT,
    baseFee: (baseFeeGwei * GWEI).toString(),
    transactions: gasUsed === 0 ? 0 : 1,
    tips: tipsGwei.map((tip) => tip * GWEI) as [bigint, bigint, bigint],
  };
}

describe("the gas tracker's lanes", () => {
  it("follows EIP-1559: a full block raises the next base fee by an eighth, an empty one lowers it by an eighth, a half-full one keeps it", () => {
    expect(nextBaseFee(block(1, "fast", FAST_BLOCK_GAS_LIMIT, 80n))).toBe(90n * GWEI);
    expect(nextBaseFee(block(1, "fast", 0, 80n))).toBe(70n * GWEI);
    expect(nextBaseFee(block(1, "fast", FAST_BLOCK_GAS_LIMIT / 2, 80n))).toBe(80n * GWEI);
  });

  it("keeps HyperEVM's fast and big blocks apart: each lane's base fee, tips, fullness and pace come from its own blocks", () => {
    // 60 fast blocks a second apart, half full at 1 gwei with 2 gwei tips; one big block every 30 s, full, at 5 gwei.
    const blocks = Array.from({ length: 60 }, (_, index) =>
      index % 30 === 29 ? block(index, "big", BIG_BLOCK_GAS_LIMIT, 5n, [3n, 4n, 6n]) : block(index, "fast", FAST_BLOCK_GAS_LIMIT / 2, 1n, [1n, 2n, 3n]),
    );
    const fast = laneFigures("fast", blocks, 3n * GWEI)!;
    const big = laneFigures("big", blocks, 7n * GWEI)!;
    expect(fast).toMatchObject({
      blocks: 58,
      gasLimit: FAST_BLOCK_GAS_LIMIT,
      fullnessPercent: 50,
      nextBaseFee: String(GWEI),
      suggestedGasPrice: String(3n * GWEI),
    });
    expect(fast.priorityFee).toEqual({ p10: String(GWEI), p50: String(2n * GWEI), p90: String(3n * GWEI) });
    expect(big).toMatchObject({ blocks: 2, blockSeconds: 30, fullnessPercent: 100, nextBaseFee: String((5n * GWEI * 9n) / 8n) });
    expect(big.priorityFee.p50).toBe(String(4n * GWEI));
    expect(laneFigures("single", blocks, null)).toBeNull();
  });

  it("counts only blocks with transactions for tips, and offers a max fee that outlasts ten full blocks", () => {
    const blocks = [block(1, "fast", 0, 8n), block(2, "fast", FAST_BLOCK_GAS_LIMIT / 2, 8n, [0n, 2n, 4n]), block(3, "fast", 0, 8n)];
    const lane = laneFigures("fast", blocks, null)!;
    expect(lane.priorityFee.p50).toBe(String(2n * GWEI));
    expect(Number(lane.maxFeePerGas) / 1e9).toBeCloseTo(7 * 1.125 ** 10 + 2, 6);
  });
});
