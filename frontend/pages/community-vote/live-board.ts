import type { ClickerLeader, ClickerTally } from "../../../shared/schemas/clicker";

const NO_MARKET = { symbol: null, name: null, imageUri: null, pairAddress: null, priceUsd: null, priceChange24h: null, marketCapUsd: null, sparkline: [] };
const NO_REACTIONS = { rocket: 0, fire: 0, poop: 0, flag: 0 };

/** Today's live counts joined to the market figures the board last read (a newcomer shows its address until the next read). */
export function liveLeaders(live: ClickerTally[], known: ClickerLeader[]): ClickerLeader[] {
  const byAddress = new Map(known.map((leader) => [leader.tokenAddress, leader]));
  return live.map((tally) => ({ ...(byAddress.get(tally.tokenAddress) ?? { ...NO_MARKET, reactions: NO_REACTIONS }), ...tally }));
}

/**
 * All-time rows moved on by what today's live counts added since the board was read. The board's all-time rows
 * already hold today's counts as they were at the read, so only a token whose today's count at the read is known
 * (it was on today's board) moves; another waits for the next read rather than having today counted twice.
 */
export function liveAllTime(allTime: ClickerLeader[], read: ClickerTally[], live: ClickerTally[]): ClickerLeader[] {
  return allTime.map((row) => {
    const now = live.find((tally) => tally.tokenAddress === row.tokenAddress);
    const then = read.find((tally) => tally.tokenAddress === row.tokenAddress);
    if (now === undefined || then === undefined) return row;
    const weightedVotes = row.weightedVotes + now.weightedVotes - then.weightedVotes;
    const organicVotes = row.organicVotes + now.organicVotes - then.organicVotes;
    return {
      ...row,
      clicks: row.clicks + now.clicks - then.clicks,
      weightedVotes,
      organicVotes,
      organicShare: weightedVotes === 0 ? 0 : organicVotes / weightedVotes,
    };
  });
}
