import type { ConfidenceTier } from "../../shared/scoring";

// A creator's record as the sniffer reads it (workers/queries/creator-record.ts) and judges it (workers/tools/sniffer).

/** One launch of a creator, with how much of it the creator bought and has sold (whole tokens). */
export type CreatorLaunch = { address: string; symbol: string; creation_timestamp: number | null; bought: number | null; sold: number | null };

export type CreatorRecord = {
  launches: CreatorLaunch[];
  /** The five-minute cron's confidence score, once it has scored the creator. */
  score: { tier: ConfidenceTier; score: number } | null;
};
