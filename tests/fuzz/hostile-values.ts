import type { JsonSchema } from "./api-document";

/** What attackers and broken clients send in a parameter or a body field. */
export const HOSTILE_TEXTS: readonly string[] = [
  "",
  " ",
  "../../../etc/passwd",
  "..%2F..%2Fwrangler.toml",
  "' OR '1'='1' --",
  '"; DROP TABLE tokens; --',
  "<script>alert(1)</script>",
  "\u0000",
  "\u0001\u0007\u001b[2J",
  "\u202egnp.exe",
  "😀🚀 ０ｘ",
  "%00",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "null",
  "[]",
  "{}",
  "0x",
  `0x${"g".repeat(40)}`,
  "x".repeat(10_240),
];

/** Numbers just outside a schema's range, and of the wrong kind. */
export function outOfRange(schema: JsonSchema): string[] {
  const values: number[] = [-1, 1.5, 2 ** 53 + 2];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  return values.map(String);
}

/** Bodies no JSON route may accept. */
export const HOSTILE_BODIES: readonly { contentType: string; body: string; what: string }[] = [
  { contentType: "application/json", body: "{", what: "malformed JSON" },
  { contentType: "application/json", body: '{"a":', what: "truncated JSON" },
  { contentType: "application/json", body: "nul", what: "not JSON" },
  { contentType: "application/json", body: "[]", what: "an array" },
  { contentType: "application/json", body: `{"x":"${"y".repeat(70 * 1024)}"}`, what: "an oversized body" },
  { contentType: "text/plain", body: "{}", what: "a wrong content type" },
  { contentType: "application/x-www-form-urlencoded", body: "a=1&b=2", what: "a form" },
];
