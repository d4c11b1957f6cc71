import { pairAddressSchema, traderAddressSchema } from "../../shared/schemas/primitives";
import { z } from "../../shared/schemas/zod";
import { ApiError } from "./errors";
import { pairMeta, type PairMeta } from "../queries/pair-meta";

export const pairParamSchema = z.object({ pairAddress: pairAddressSchema });
export const traderParamSchema = z.object({ pairAddress: pairAddressSchema, traderAddress: traderAddressSchema });

/** The indexed pair, or a 404 in the shared error shape. */
export async function requirePair(db: D1Database, address: string): Promise<PairMeta> {
  const pair = await pairMeta(db, address);
  if (pair === null) throw new ApiError(404, `Pair ${address} not found`);
  return pair;
}
