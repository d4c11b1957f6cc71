import fc from "fast-check";
import type { JsonSchema, Operation } from "./api-document";
import { type FuzzRequest, target, type Values } from "./fuzz-requests";
import { type KnownValues, validValue } from "./valid-values";

// The heaviest request a route's document allows: every bounded number at its maximum, every list at its
// maximum length (a list without one as long as the body limit lets it be), each list item distinct.

const ADDRESS_PATTERN = "^0x[0-9a-fA-F]{40}$";

/** The nth distinct address: the same n always gives the same address, so a test can make the first ones known. */
export const nthAddress = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

/** A valid value of `schema` (a known one for a named parameter), the nth of its kind for list items. */
function heaviestValue(schema: JsonSchema, known: KnownValues, name: string, n: number, bodyLimit: number, depth = 0): unknown {
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== "null");
  if (alternative !== undefined) return heaviestValue(alternative, known, name, n, bodyLimit, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((option) => option !== "null") : schema.type;
  if (type === "integer" || type === "number") return schema.maximum ?? schema.default ?? schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (type === "object") {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([property, value]) => [property, heaviestValue(value, known, property, n, bodyLimit, depth + 1)]),
    );
  }
  if (type === "array") {
    const items = schema.items ?? {};
    const one = JSON.stringify(heaviestValue(items, known, name, 0, bodyLimit, depth + 1)).length + 1;
    // A list inside a list item stays short: the body limit is spent once, on the outermost list.
    const unbounded = depth <= 1 ? Math.floor((bodyLimit - 1024) / one) : 1;
    const length = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? unbounded, unbounded));
    return Array.from({ length }, (_, i) => heaviestValue(items, known, name, i, bodyLimit, depth + 1));
  }
  if (type === "string") {
    if (schema.pattern === ADDRESS_PATTERN) return nthAddress(n);
    const named = known[name]?.[0];
    if (named !== undefined) return named;
    if (schema.pattern === undefined) return "x".repeat(Math.min(schema.maxLength ?? 64, 1024));
  }
  // Any JSON value (a cache entry's data): as much as the body limit leaves room for.
  if (type === undefined && schema.$ref === undefined) return depth <= 1 ? "x".repeat(bodyLimit - 1024) : "x";
  return fc.sample(validValue(schema, known), { numRuns: 1, seed: 1 })[0];
}

/** The operation's heaviest request: path parameters known, bounded query parameters at their maximum, the fullest body. */
export function heaviestRequest(operation: Operation, known: KnownValues, bodyLimit: number): FuzzRequest {
  const values: Values = {};
  for (const parameter of operation.parameters) {
    const bounded = parameter.schema.maximum !== undefined;
    if (parameter.in === "path" || parameter.required === true || bounded) {
      values[parameter.name] = heaviestValue(parameter.schema, known, parameter.name, 0, bodyLimit);
    }
  }
  const body = operation.body === null ? null : JSON.stringify(heaviestValue(operation.body, known, "body", 0, bodyLimit));
  return {
    method: operation.method,
    target: target(operation, values),
    contentType: body === null ? null : "application/json",
    body,
    valid: true,
    // Its ids are the heaviest texts the document takes, not ones that exist.
    real: false,
    what: "the heaviest request",
  };
}
