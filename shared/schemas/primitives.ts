import { z } from "./zod";

export const DECIMALS_MIN = 0;
export const DECIMALS_MAX = 18;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** An EVM address, with the message the caller's context needs ('Invalid pair address format' …). */
export function addressSchema(message = "Invalid address format") {
  return z.string().regex(ADDRESS, message);
}
export const pairAddressSchema = addressSchema("Invalid pair address format");
export const tokenAddressSchema = addressSchema("Invalid token address format");
export const holderAddressSchema = addressSchema("Invalid holder address format");
export const traderAddressSchema = addressSchema("Invalid trader address format");
export const txHashSchema = z.string().regex(TX_HASH, "Invalid transaction hash format");

/** Query-string integers: a number or a numeric string. */
export function queryInt() {
  return z
    .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().regex(/^-?\d+$/, "Expected a numeric string"))
    .transform(Number);
}

/** A positive unix timestamp, as a number or numeric string. */
export const positiveTimestampSchema = queryInt().pipe(z.number().positive());

/** true/false sent as text in a query string. */
export const booleanTextSchema = z.enum(["true", "false"]).transform((value) => value === "true");

/** Decimal amounts travel as text so no precision is lost. */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, "Invalid decimal amount");

/** createdAt / updatedAt of stored rows. */
export const isoDateSchema = z.iso.datetime();
