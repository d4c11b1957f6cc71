import fc from "fast-check";
import type { Operation, Parameter } from "./api-document";
import { HOSTILE_BODIES, HOSTILE_TEXTS, outOfRange } from "./hostile-values";
import { accepts, type KnownValues, namedValue, validValue } from "./valid-values";

/** One generated request, and whether the document says the API must accept it. */
export type FuzzRequest = {
  method: string;
  /** Path and query, as sent. */
  target: string;
  contentType: string | null;
  body: string | null;
  valid: boolean;
  /** A valid request that names only what exists (known ids): it must succeed, where another may find nothing (404). */
  real: boolean;
  /** What was done to it, for a failure's report. */
  what: string;
};

export type Values = Record<string, unknown>;

/** Whether the document accepts `text` for a parameter: query and path values are text, integers written in digits. */
export function parameterAccepts(parameter: Parameter, text: string): boolean {
  const { schema } = parameter;
  if (schema.type === "integer") return /^-?\d+$/.test(text) && accepts(schema, Number(text));
  return accepts(schema, text);
}

export function target(operation: Operation, values: Values, duplicated: string | null = null): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else query.append(parameter.name, String(value));
    if (parameter.name === duplicated) query.append(parameter.name, String(value));
  }
  const search = query.toString();
  return search === "" ? path : `${path}?${search}`;
}

function parameterValues(operation: Operation, known: KnownValues): fc.Arbitrary<Values> {
  const entries = operation.parameters.map((parameter) => [parameter.name, namedValue(parameter.name, parameter.schema, known, true)] as const);
  const required = operation.parameters.filter((parameter) => parameter.required === true || parameter.in === "path").map((parameter) => parameter.name);
  return fc.record(Object.fromEntries(entries), { requiredKeys: required }) as fc.Arbitrary<Values>;
}

function jsonBody(operation: Operation, known: KnownValues): fc.Arbitrary<string | null> {
  return operation.body === null ? fc.constant(null) : validValue(operation.body, known, true).map((value) => JSON.stringify(value));
}

/** Requests the document accepts, naming what exists: every required parameter, some optional ones, a body of the documented shape. */
export function validRequests(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(parameterValues(operation, known), jsonBody(operation, known)).map(([values, body]) => ({
    method: operation.method,
    target: target(operation, values),
    contentType: body === null ? null : "application/json",
    body,
    valid: true,
    real: true,
    what: "a valid request",
  }));
}

/**
 * Requests with one thing wrong: a parameter replaced by a hostile or out-of-range text, sent twice,
 * or left out; or a broken body. A hostile text the document still accepts (a token id may be any
 * text) makes a valid request, which the API must answer as one.
 */
export function hostileRequests(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const base = fc.tuple(parameterValues(operation, known), jsonBody(operation, known));
  const choices: fc.Arbitrary<FuzzRequest>[] = [];
  for (const parameter of operation.parameters) {
    const texts = fc.constantFrom(...HOSTILE_TEXTS, ...outOfRange(parameter.schema));
    choices.push(
      fc.tuple(base, texts).map(([[values, body], text]) => ({
        ...request(operation, { ...values, [parameter.name]: text }, body),
        valid: parameterAccepts(parameter, text) && (parameter.in === "query" || text !== ""),
        real: false,
        what: `${parameter.name} = ${JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text)}`,
      })),
    );
    if (parameter.in === "query") {
      choices.push(
        base.map(([values, body]) => ({
          ...request(operation, values, body, parameter.name),
          valid: values[parameter.name] === undefined,
          what: `${parameter.name} sent twice`,
        })),
      );
      if (parameter.required === true) {
        choices.push(
          base.map(([values, body]) => ({
            ...request(operation, { ...values, [parameter.name]: undefined }, body),
            valid: false,
            what: `${parameter.name} left out`,
          })),
        );
      }
    }
  }
  if (operation.body !== null) {
    choices.push(
      fc.tuple(base, fc.constantFrom(...HOSTILE_BODIES)).map(([[values], hostile]) => ({
        method: operation.method,
        target: target(operation, values),
        contentType: hostile.contentType,
        body: hostile.body,
        valid: false,
        real: false,
        what: hostile.what,
      })),
    );
  }
  return choices.length === 0 ? fc.constant(request(operation, {}, null)) : fc.oneof(...choices);
}

function request(operation: Operation, values: Values, body: string | null, duplicated: string | null = null): FuzzRequest {
  return {
    method: operation.method,
    target: target(operation, values, duplicated),
    contentType: body === null ? null : "application/json",
    body,
    valid: true,
    real: true,
    what: "a valid request",
  };
}
