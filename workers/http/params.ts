import { holderAddressSchema, pairAddressSchema, tokenAddressSchema, traderAddressSchema } from "../../shared/schemas/primitives";
import { z } from "../../shared/schemas/zod";

// The path parameters of the indexer's routes, each with the spec's message for a malformed address.
export const pairParamSchema = z.object({ pairAddress: pairAddressSchema });
export const traderParamSchema = z.object({ pairAddress: pairAddressSchema, traderAddress: traderAddressSchema });
export const tokenParamSchema = z.object({ tokenAddress: tokenAddressSchema });
export const positionParamSchema = z.object({ tokenAddress: tokenAddressSchema, holderAddress: holderAddressSchema });
export const traderPathSchema = z.object({ traderAddress: traderAddressSchema });
