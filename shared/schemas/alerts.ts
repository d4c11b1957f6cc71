import { isoDateSchema, pairAddressSchema } from "./primitives";
import { z } from "./zod";

// /api/v1/alerts: a signed-in trader's price, market-cap and graduation alerts, evaluated server-side by their
// AlertBox on every committed trade of the market, each firing once.

/** Alerts one user keeps at once (fired ones included, until deleted). */
export const ALERTS_MAX = 50;
export const ALERTS_FULL = `You can keep at most ${ALERTS_MAX} alerts: delete one first`;
export const ALERT_NOT_FOUND = "Alert not found";
export const CURVE_ONLY = "curve-progress alerts are for launches still on their bonding curve";

export const ALERT_KINDS = ["price-above", "price-below", "mcap-above", "mcap-below", "curve-progress"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const alertSpecSchema = z
  .object({
    pairAddress: pairAddressSchema.transform((address) => address.toLowerCase()),
    kind: z.enum(ALERT_KINDS, { error: `kind must be one of ${ALERT_KINDS.join(", ")}` }),
    /** USD for price and market cap; percent of the tokens for sale for curve-progress. */
    threshold: z.number({ error: "threshold must be a number" }).positive("threshold must be above 0"),
  })
  .refine((spec) => spec.kind !== "curve-progress" || spec.threshold <= 100, { message: "threshold must be at most 100 %", path: ["threshold"] });
export type AlertSpec = z.output<typeof alertSpecSchema>;

export const alertSchema = z.object({
  id: z.string(),
  pairAddress: pairAddressSchema,
  symbol: z.string().nullable(),
  kind: z.enum(ALERT_KINDS),
  threshold: z.number(),
  createdAt: isoDateSchema,
  /** When it fired and the figure that fired it; null while it waits. */
  firedAt: isoDateSchema.nullable(),
  firedValue: z.number().nullable(),
  /** A fired alert the trader has seen. */
  read: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

/** The waiting alerts a browser kept signed out, moved to the server at sign-in. */
export const alertMergeSchema = z.object({ alerts: z.array(alertSpecSchema).max(ALERTS_MAX, `at most ${ALERTS_MAX} alerts at once`) });

/** After a merge: every alert the user now keeps, and the browser's alerts the server refused, each with why. */
export const alertMergeResultSchema = z.object({
  alerts: z.array(alertSchema),
  refused: z.array(z.object({ pairAddress: pairAddressSchema, kind: z.enum(ALERT_KINDS), threshold: z.number(), message: z.string() })),
});
export type AlertMergeResult = z.infer<typeof alertMergeResultSchema>;

export const alertIdParamSchema = z.object({ id: z.uuid(ALERT_NOT_FOUND).meta({ example: "0b6f7a52-3c1d-4a8e-9f2b-5d4c3b2a1908" }) });

/** The figures an alert is judged on: a market's as the pair page shows them. */
export type AlertFigures = { pairAddress: string; symbol: string | null; priceUsd: number | null; marketCapUsd: number | null; curveProgress: number | null };
