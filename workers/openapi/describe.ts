import { type DescribeRouteOptions, describeRoute, resolver } from "hono-openapi";
import type { z } from "zod";
import { apiErrorSchema } from "../../shared/schemas/api-error";
import { errorBody } from "../http/errors";

/** What a route's OpenAPI entry says beyond its validated parameters, which `validate` adds itself. */
export type RouteDoc = {
  tag: string;
  summary: string;
  description?: string;
  /** The success body's schema (the same one the frontend parses with); null for an answer without a body (204). */
  response: z.ZodType | null;
  /** The success body's media type, when not JSON (the body is then described by `response` as text). */
  mediaType?: string;
  /** The success status, when not 200 (101: a WebSocket upgrade, whose messages `response` describes). */
  status?: 101 | 200 | 201 | 204;
  /** A second success: accepted for processing (202), with its body's schema. */
  accepted?: { summary: string; response: z.ZodType };
  /** Parameters no validator describes (a page that shows its own error for a bad one). */
  parameters?: DescribeRouteOptions["parameters"];
  /** Each refusal the route can answer, with the message it gives: the body's example. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503, string>>;
};

/** Every API route answers these, whatever its own refusals. */
const COMMON_ERRORS = { 500: "Something went wrong. Please try again." } as const;

/** Documents a route in the OpenAPI document: its success body, and every error body with its message. */
export function documented({ tag, summary, description, response, mediaType = "application/json", status = 200, accepted, parameters, errors = {} }: RouteDoc) {
  const refusals = Object.entries({ ...errors, ...COMMON_ERRORS }).map(([code, message]) => [
    code,
    {
      description: message,
      content: { "application/json": { schema: resolver(apiErrorSchema), example: errorBody(Number(code), message) } },
    },
  ]);
  return describeRoute({
    tags: [tag],
    summary,
    description,
    parameters,
    responses: {
      [status]: { description: summary, ...(response === null ? {} : { content: { [mediaType]: { schema: resolver(response) } } }) },
      ...(accepted ? { 202: { description: accepted.summary, content: { "application/json": { schema: resolver(accepted.response) } } } } : {}),
      ...Object.fromEntries(refusals),
    },
  });
}
