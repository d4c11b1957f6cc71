import { tokenAddressSchema } from "../../../shared/schemas/primitives";
import { z } from "../../../shared/schemas/zod";

export const tokenParamSchema = z.object({ tokenAddress: tokenAddressSchema });
