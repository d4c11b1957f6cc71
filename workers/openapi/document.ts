import type { Hono } from "hono";
import { openAPIRouteHandler } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import pkg from "../../package.json";
import { apiErrorSchema } from "../../shared/schemas/api-error";
import { pairFeedClientMessageSchema, pairFeedServerMessageSchema } from "../../shared/schemas/pair-feed";
import { z } from "../../shared/schemas/zod";
import { API_DOCS_PATH, OPENAPI_PATH } from "./paths";

const DESCRIPTION = [
  "HyperEVM launches, pairs, charts, holders, traders and creators, read from the chain by the indexer.",
  "Every error answers `{ error, message? }`: `error` is the HTTP reason, `message` says what to fix.",
  "Live trades and candles of a pair stream over the WebSocket `/ws/pairs/{pairAddress}`: its messages are the",
  "`PairFeedClientMessage` and `PairFeedServerMessage` schemas.",
].join(" ");

/** A zod schema as the document's JSON Schema: request-side schemas are described as clients send them. */
const jsonSchema = (schema: z.ZodType, io: "input" | "output" = "output") => z.toJSONSchema(schema, { io }) as OpenAPIV3_1.SchemaObject;

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the routes' own zod schemas. */
export function openApiDocument(app: Hono<AppEnv>) {
  return openAPIRouteHandler(app, {
    documentation: {
      openapi: "3.1.0",
      info: { title: "LQScan API", version: pkg.version, description: DESCRIPTION, license: { name: "MIT" } },
      components: {
        schemas: {
          PairFeedClientMessage: jsonSchema(pairFeedClientMessageSchema, "input"),
          PairFeedServerMessage: jsonSchema(pairFeedServerMessageSchema),
        },
      },
    },
    exclude: [OPENAPI_PATH, API_DOCS_PATH],
    defaultValidationErrorResponse: {
      description: "The request does not match the documented parameters or body; `message` is the first issue's.",
      content: { "application/json": { schema: jsonSchema(apiErrorSchema), example: { error: "Bad Request", message: "Invalid pair address format" } } },
    },
  });
}
