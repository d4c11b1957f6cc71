import { describe, expect, it } from "vitest";
import { liveAllTime } from "../../../../../frontend/pages/community-vote/live-board";
import type { ClickerLeader, ClickerTally } from "../../../../../shared/schemas/clicker";

// The all-time table between two reads of the board: moved on by today's live counts, never counting today twice.

const tally = (tokenAddress: string, clicks: number, weightedVotes: number, organicVotes: number): ClickerTally => ({
  tokenAddress,
  clicks,
  weightedVotes,
  organicVotes,
  organicShare: organicVotes / weightedVotes,
  voters: 1,
});
const leader = (row: ClickerTally): ClickerLeader => ({
  ...row,
  symbol: "T",
  name: "Token",
  imageUri: null,
  pairAddress: null,
  priceUsd: null,
  priceChange24h: null,
  marketCapUsd: null,
  sparkline: [],
  reactions: { rocket: 0, fire: 0, poop: 0, flag: 0 },
});

const A = `0x${"a".repeat(40)}`;
const B = `0x${"b".repeat(40)}`;

describe("liveAllTime", () => {
  it("adds what today gained since the read to a token that was on today's board", () => {
    // All-time at the read: 1,000 earlier clicks plus today's 40; live now says today is at 70.
    const [row] = liveAllTime([leader(tally(A, 1040, 2080, 300))], [tally(A, 40, 80, 80)], [tally(A, 70, 140, 140)]);
    expect(row).toMatchObject({ clicks: 1070, weightedVotes: 2140, organicVotes: 360, organicShare: 360 / 2140 });
  });

  it("leaves a token that was not on today's board at the read as read, instead of adding all of today again", () => {
    // B's all-time row already holds its 50 clicks of today; today's board at the read did not list it.
    const [row] = liveAllTime([leader(tally(B, 550, 550, 150))], [tally(A, 40, 80, 80)], [tally(B, 60, 60, 60)]);
    expect(row).toMatchObject({ clicks: 550, weightedVotes: 550, organicVotes: 150 });
  });
});
