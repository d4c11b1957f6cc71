import { z } from "./zod";

/** Every error body of the product API: `{ error, message? }`, other fields allowed. */
export const apiErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
