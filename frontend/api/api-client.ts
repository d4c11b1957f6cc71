import type { z } from "zod";
import { apiErrorSchema } from "../../shared/schemas/api-error";
import { bookmarkHeaders, keepBookmark } from "./d1-bookmark";

/** An API answer as a value: the client returns error responses as results instead of throwing. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string; message: string | undefined };

/** GETs a JSON resource and checks it against its shared schema. */
export async function apiGet<Schema extends z.ZodType>(path: string, schema: Schema, init?: RequestInit): Promise<ApiResult<z.output<Schema>>> {
  const response = await fetch(path, { ...init, headers: { accept: "application/json", ...bookmarkHeaders(), ...init?.headers } });
  return resultOf(response, schema, "GET");
}

/** POSTs a JSON body; the answer (none for a 204) is checked against its shared schema. */
export async function apiPost<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: Schema,
  headers: Record<string, string> = {},
): Promise<ApiResult<z.output<Schema>>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return resultOf(response, schema, "POST");
}

/** PUTs a JSON body; the answer is checked against its shared schema. */
export async function apiPut<Schema extends z.ZodType>(path: string, body: unknown, schema: Schema, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method: "PUT",
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return resultOf(response, schema, "PUT");
}

/** DELETEs a resource; the answer (none for a 204) is checked against its shared schema. */
export async function apiDelete<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  headers: Record<string, string> = {},
): Promise<ApiResult<z.output<Schema>>> {
  const response = await fetch(path, { method: "DELETE", headers: { accept: "application/json", ...headers } });
  return resultOf(response, schema, "DELETE");
}

async function resultOf<Schema extends z.ZodType>(response: Response, schema: Schema, method: string): Promise<ApiResult<z.output<Schema>>> {
  keepBookmark(response, method);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success
      ? { ok: false, status: response.status, error: parsed.data.error, message: parsed.data.message }
      : { ok: false, status: response.status, error: `${response.status} ${response.statusText}`, message: undefined };
  }
  return { ok: true, status: response.status, data: schema.parse(body) };
}

/** For data hooks: the data, or a thrown Error carrying the API's message. */
export async function apiData<Schema extends z.ZodType>(path: string, schema: Schema): Promise<z.output<Schema>> {
  const result = await apiGet(path, schema);
  if (result.ok) return result.data;
  throw new Error(result.message ?? result.error);
}
