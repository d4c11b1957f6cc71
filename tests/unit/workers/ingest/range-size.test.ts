import { describe, expect, it } from "vitest";
import { MAX_RANGE_BLOCKS, nextRangeBlocks, TARGET_LOG_BYTES } from "../../../../workers/ingest/range-size";

describe("the next range's size, from what the last range's logs weighed", () => {
  it("aims at the target answer size at the density just seen", () => {
    // 100 blocks came to twice the target: half as many blocks next.
    expect(nextRangeBlocks(100, 2 * TARGET_LOG_BYTES)).toBe(50);
    // 400 blocks came to a tenth of it: grows, but at most twice per step.
    expect(nextRangeBlocks(400, TARGET_LOG_BYTES / 10)).toBe(800);
  });

  it("stays between one block and the node's cap", () => {
    expect(nextRangeBlocks(1, 50 * TARGET_LOG_BYTES)).toBe(1);
    expect(nextRangeBlocks(800, 0)).toBe(MAX_RANGE_BLOCKS);
    expect(nextRangeBlocks(MAX_RANGE_BLOCKS, TARGET_LOG_BYTES / 100)).toBe(MAX_RANGE_BLOCKS);
  });
});
