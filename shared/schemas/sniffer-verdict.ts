import { z } from "./zod";

/** The sniffer's verdict over all checks: a failed sell is a honeypot; "not-analysed" when the trades could not be simulated. */
export const snifferVerdictSchema = z.enum(["honeypot", "high-risk", "caution", "clean", "not-analysed"]);
export type SnifferVerdict = z.infer<typeof snifferVerdictSchema>;
