import { CLICKER_BOARD_SIZE, type ClickerBoard, type ClickerTally } from "../../shared/schemas/clicker";
import { clickerRoundOf } from "../durable-objects";
import { clickerLeaders } from "../queries/clicker-markets";
import { allTimeLeaders, allTimeTotals, pastWinners } from "../queries/clicker-rounds";
import { roundAt } from "./round-clock";
import { tallyOf } from "./round-ledger";

/** Past winners the board lists. */
const PAST_WINNERS = 7;

const sum = (a: ClickerTally | undefined, b: ClickerTally): ClickerTally => {
  const row = {
    token: b.tokenAddress,
    clicks: (a?.clicks ?? 0) + b.clicks,
    weighted: (a?.weightedVotes ?? 0) + b.weightedVotes,
    organic: (a?.organicVotes ?? 0) + b.organicVotes,
    voters: (a?.voters ?? 0) + b.voters,
  };
  return tallyOf(row);
};

/**
 * All-time leaders: the finished rounds' totals (but today's, however far its saving got) plus today's live counts.
 * The candidates are the leaders of each side (twice the board, so a token strong on both sides is not missed), then
 * ranked on their sums.
 */
async function allTime(env: Env, roundId: string, today: ClickerTally[], live: (tokens: string[]) => Promise<ClickerTally[]>): Promise<ClickerTally[]> {
  const finished = await allTimeLeaders(env.DB, 2 * CLICKER_BOARD_SIZE, roundId);
  const candidates = [...new Set([...finished, ...today].map((tally) => tally.tokenAddress))];
  const [totals, running] = await Promise.all([allTimeTotals(env.DB, candidates, roundId), live(candidates)]);
  return running
    .map((tally) => sum(totals.get(tally.tokenAddress), tally))
    .filter((tally) => tally.clicks > 0)
    .sort((a, b) => b.weightedVotes - a.weightedVotes || b.clicks - a.clicks || (a.tokenAddress < b.tokenAddress ? -1 : 1))
    .slice(0, CLICKER_BOARD_SIZE);
}

/** The board: today's round and leaders, all-time leaders and past winners. */
export async function clickerBoard(env: Env, nowMs: number): Promise<ClickerBoard> {
  const round = roundAt(nowMs);
  const stub = clickerRoundOf(env, round.id);
  const todayCandidates = await stub.leaders(2 * CLICKER_BOARD_SIZE);
  const [allTimeTallies, winners] = await Promise.all([
    allTime(env, round.id, todayCandidates, (tokens) => stub.tallies(tokens)),
    pastWinners(env.DB, PAST_WINNERS),
  ]);
  const nowUnix = Math.floor(nowMs / 1000);
  const [today, allTimeRows] = await Promise.all([
    clickerLeaders(env, todayCandidates.slice(0, CLICKER_BOARD_SIZE), nowUnix),
    clickerLeaders(env, allTimeTallies, nowUnix),
  ]);
  return { round, today, allTime: allTimeRows, pastWinners: winners };
}
