// The OpenAPI document as the fuzz reads it: each operation with its parameters, body and answers.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  $ref?: string;
};

export type Parameter = { name: string; in: "path" | "query"; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** The document's path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Status → the JSON Schema of its body (null when the body is not JSON). */
  responses: Map<number, JsonSchema | null>;
};

type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export type ApiDocument = { openapi: string; paths: Record<string, Record<string, DocumentOperation>> };

/** Every operation of the document, in its order. */
export function operationsOf(document: ApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content["application/json"]?.schema ?? null,
      responses: new Map(
        Object.entries(operation.responses ?? {}).map(([status, response]) => [Number(status), response.content?.["application/json"]?.schema ?? null]),
      ),
    })),
  );
}

export const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;
