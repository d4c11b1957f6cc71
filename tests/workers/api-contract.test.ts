import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../workers/app";
import { API_DOCS_PATH, OPENAPI_PATH } from "../../workers/openapi/paths";
import { type ApiDocument, describeOperation, type JsonSchema, operationsOf } from "../fuzz/api-document";

async function document(): Promise<ApiDocument> {
  const response = await SELF.fetch(`http://app${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Hono's `/:name` (or `/:name{pattern}`) as the document's `/{name}`. */
const documentPath = (path: string) => path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "{$1}");

const hasExample = (schema: JsonSchema) =>
  schema.example !== undefined || schema.examples !== undefined || schema.enum !== undefined || schema.default !== undefined;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every route the worker registers", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && route.path !== OPENAPI_PATH && route.path !== API_DOCS_PATH)
        .map((route) => `${route.method} ${documentPath(route.path)}`),
    );
    const documented = new Set(operationsOf(doc).map(describeOperation));
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect(registered.size).toBeGreaterThan(30);
  });

  it("describes each operation's success body and each error body with an example", async () => {
    const doc = await document();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods) as [
        string,
        { summary?: string; responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }> },
      ][]) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toBeTruthy();
        const statuses = Object.keys(operation.responses).map(Number);
        expect(
          statuses.some((status) => status < 300),
          `${name} has a success answer`,
        ).toBe(true);
        for (const status of statuses.filter((code) => code >= 400)) {
          const content = operation.responses[status]?.content?.["application/json"];
          expect(content?.example, `${name} ${status} has an example`).toMatchObject({ error: expect.any(String) });
        }
      }
    }
  });

  it("gives every parameter an example, a default or its choices", async () => {
    const missing = operationsOf(await document()).flatMap((operation) =>
      operation.parameters.filter((parameter) => !hasExample(parameter.schema)).map((parameter) => `${describeOperation(operation)} ${parameter.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("describes the live feed's messages", async () => {
    const doc = (await document()) as ApiDocument & { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["PairFeedClientMessage", "PairFeedServerMessage"]));
    expect(doc.paths["/ws/pairs/{pairAddress}"]?.get?.responses).toHaveProperty("101");
  });
});

describe("the API reference page", () => {
  it("serves Swagger UI from our own assets, reading the document", async () => {
    const page = await SELF.fetch(`http://app${API_DOCS_PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`url: "${OPENAPI_PATH}"`);
    const script = html.match(/src="([^"]+swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBe("/api-docs/swagger-ui-bundle.js");
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg)/);
  });
});
