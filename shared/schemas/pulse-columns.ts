import { serverTokenSchema } from "./launchpad";
import { z } from "./zod";

/** Each of the terminal's three columns holds at most this many launches. */
export const PULSE_COLUMN_LENGTH = 12;
/** A launch still on its curve is about to graduate from this share of its tokens for sale sold (percent). */
export const ABOUT_TO_GRADUATE_PROGRESS = 80;

/** A launch in a column, with its creator's confidence score (null for a creator the leaderboard has not scored). */
export const pulseRowSchema = z.object({
  token: serverTokenSchema,
  creatorConfidence: z.number().min(0).max(100).nullable(),
});
export type PulseRow = z.infer<typeof pulseRowSchema>;

/**
 * GET /api/v1/indexer/pulse/columns, the trader's cockpit: the newest launches still on their curve, those
 * about to graduate (most sold first) and those that just graduated (most recent first).
 */
export const pulseColumnsSchema = z.object({
  newLaunches: z.array(pulseRowSchema),
  aboutToGraduate: z.array(pulseRowSchema),
  justGraduated: z.array(pulseRowSchema),
});
export type PulseColumns = z.infer<typeof pulseColumnsSchema>;
