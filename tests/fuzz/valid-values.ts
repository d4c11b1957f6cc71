import { Validator } from "@cfworker/json-schema";
import fc from "fast-check";
import type { JsonSchema } from "./api-document";

/** Values the fuzz should try besides random ones, by parameter name: the addresses of real pairs, tokens, creators. */
export type KnownValues = Record<string, readonly string[]>;

const LIMIT_CEILING = 1_000_000_000;

const validators = new WeakMap<JsonSchema, Validator>();
/** Whether `schema` accepts `value`, as the document's readers (and the fuzz's judge) validate it: formats included. */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  let validator = validators.get(schema);
  if (validator === undefined) {
    validator = new Validator(schema as never, "2020-12", false);
    validators.set(schema, validator);
  }
  return validator.validate(value).valid;
}

/** Any value `schema` accepts (the JSON Schema subset zod writes for our routes); `known` values for named properties. */
export function validValue(schema: JsonSchema, known: KnownValues = {}, knownOnly = false): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, known, knownOnly)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type;
  switch (type) {
    case "null":
      return fc.constant(null);
    case "integer":
      return fc.integer({
        min: schema.minimum ?? (schema.exclusiveMinimum === undefined ? -LIMIT_CEILING : schema.exclusiveMinimum + 1),
        max: Math.min(schema.maximum ?? LIMIT_CEILING, LIMIT_CEILING),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -LIMIT_CEILING,
        minExcluded: schema.minimum === undefined && schema.exclusiveMinimum !== undefined,
        max: schema.maximum ?? LIMIT_CEILING,
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(schema.items ?? {}, known, knownOnly), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case "object":
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, namedValue(name, property, known, knownOnly)])),
        {
          requiredKeys: schema.required ?? [],
        },
      );
    case "string":
      return validString(schema);
    default:
      return fc.jsonValue();
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  // A pattern bounds the length itself (a session id is 66 characters): a cap of its own would reject every match and never end.
  const maxLength = schema.maxLength ?? (schema.pattern === undefined ? 64 : Number.POSITIVE_INFINITY);
  const text =
    schema.pattern === undefined
      ? fc.string({ minLength, maxLength, unit: "grapheme" })
      : fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length >= minLength && value.length <= maxLength);
  // A pattern can admit what the format refuses (HTML's e-mail rule allows a local part ending in a dot; the "email" format does not).
  return schema.format === undefined || schema.pattern === undefined ? text : text.filter((value) => accepts(schema, value));
}

/**
 * A named parameter's or property's value: a known one where there are some (only those with `knownOnly`, so
 * the request names what exists and must succeed), else random.
 */
export function namedValue(name: string, schema: JsonSchema, known: KnownValues, knownOnly = false): fc.Arbitrary<unknown> {
  const random = validValue(schema, known, knownOnly);
  // Two routes may share a name for different things (a reaction session and a sign-in): only values the schema takes.
  const values =
    schema.type === "array"
      ? undefined
      : known[name]?.filter((value) => accepts(schema, value) || (schema.type === "integer" && accepts(schema, Number(value))));
  if (values === undefined || values.length === 0) return random;
  if (knownOnly) return fc.constantFrom(...values);
  return fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: random, weight: 1 });
}
