import { z } from "./zod";

export const DECIMALS_MIN = 0;
export const DECIMALS_MAX = 18;

/** 0x and 40 hex digits. */
export const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** An EVM address, with the message the caller's context needs ('Invalid pair address format' …). */
export function addressSchema(message = "Invalid address format") {
  return z.string().regex(ADDRESS, message).meta({ example: "0x5555555555555555555555555555555555555555" });
}
export const pairAddressSchema = addressSchema("Invalid pair address format");
export const tokenAddressSchema = addressSchema("Invalid token address format");
export const holderAddressSchema = addressSchema("Invalid holder address format");
export const traderAddressSchema = addressSchema("Invalid trader address format");
export const txHashSchema = z
  .string()
  .regex(TX_HASH, "Invalid transaction hash format")
  .meta({ example: "0x9f3c1f0e6f0a4c4f8a2e7d5b3c1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a" });

/**
 * Query-string integers: a number or a numeric string, within `bounds`. The API document shows it as
 * the integer it is, with the bounds' own limits.
 */
export function queryInt(bounds: z.ZodNumber = z.number(), example?: number) {
  const { minimum, maximum, exclusiveMinimum } = z.toJSONSchema(bounds);
  return z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().regex(/^-?\d+$/, "Expected a numeric string"))
    .transform(Number)
    .pipe(bounds)
    .meta({ type: "integer", minimum, maximum, exclusiveMinimum, example: example ?? minimum ?? maximum });
}

/** A positive unix timestamp, as a number or numeric string. */
export const positiveTimestampSchema = queryInt(z.number().positive(), 1_764_000_000);

/** true/false sent as text in a query string. */
export const booleanTextSchema = z.enum(["true", "false"]).transform((value) => value === "true");

/** Decimal amounts travel as text so no precision is lost. */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, "Invalid decimal amount");

/** createdAt / updatedAt of stored rows. */
export const isoDateSchema = z.iso.datetime();
