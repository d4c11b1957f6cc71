import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { z } from "zod";
import { errorResponse } from "./errors";

/**
 * Validates one part of the request with a shared zod schema, and puts that schema in the route's
 * OpenAPI description. A failure answers 400 with the schema's own message (the spec's wording) and
 * every issue, so clients can show the exact cause.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.map((issue) => ({
      path: (issue.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment)).join("."),
      message: issue.message,
    }));
    return errorResponse(c, 400, issues[0]?.message, { issues });
  });
}
