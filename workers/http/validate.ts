import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { errorResponse } from "./errors";

/**
 * Validates one part of the request with a shared zod schema. A failure answers 400 with the
 * schema's own message (the spec's wording) and every issue, so clients can show the exact cause.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, (value, c) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as z.output<Schema>;
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    return errorResponse(c, 400, issues[0]?.message, { issues });
  });
}
