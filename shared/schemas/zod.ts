import { z } from "zod";
import type { $ZodRawIssue } from "zod/v4/core";

// The specification's generic validation messages are the classic zod wording ('Required',
// 'Expected X, received Y', 'String must contain at least N character(s)', 'Invalid enum value').
// Every schema imports z from here, so those defaults apply wherever a schema is parsed.
function receivedType(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

function quoted(values: readonly unknown[]): string {
  return values.map((value) => `'${String(value)}'`).join(" | ");
}

function literal(value: unknown): string {
  return typeof value === "bigint" ? `${value}n` : JSON.stringify(value);
}

type Issue = $ZodRawIssue;

function sizeMessage(issue: Issue, limit: "at least" | "at most", bound: number | bigint, inclusive: boolean) {
  const origin = "origin" in issue ? issue.origin : undefined;
  if (origin === "string") return `String must contain ${limit} ${bound} character(s)`;
  if (origin === "array") return `Array must contain ${limit} ${bound} element(s)`;
  if (origin === "number" || origin === "bigint") {
    const relation = limit === "at least" ? "greater than" : "less than";
    return `Number must be ${relation}${inclusive ? " or equal to" : ""} ${bound}`;
  }
  return undefined;
}

export function classicMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Required";
      if (issue.expected === "int") return "Expected integer, received float";
      return `Expected ${issue.expected}, received ${receivedType(issue.input)}`;
    case "too_small":
      return sizeMessage(issue, "at least", issue.minimum, issue.inclusive ?? true);
    case "too_big":
      return sizeMessage(issue, "at most", issue.maximum, issue.inclusive ?? true);
    case "invalid_value":
      if (issue.values.length === 1) return `Invalid literal value, expected ${literal(issue.values[0])}`;
      return `Invalid enum value. Expected ${quoted(issue.values)}, received '${String(issue.input)}'`;
    case "invalid_format":
      // A pattern's failure was plain "Invalid"; other formats name themselves ("Invalid email", "Invalid url").
      return issue.format === "regex" ? "Invalid" : `Invalid ${issue.format}`;
    default:
      return undefined;
  }
}

z.config({ customError: classicMessage });

export { z };
