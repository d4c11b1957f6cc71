import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ErrorReply } from "@redis/client";
import type { RedisCommand, RedisPool, RedisReply } from "./redis-pool";

// The Upstash REST protocol in front of a real redis-server:
//   POST /            ["SET","k","v"]              → {"result": …}
//   POST /pipeline    [["SET","k","v"],["GET","k"]] → [{"result": …} | {"error": …}, …]
//   POST /multi-exec  the same, inside MULTI/EXEC
// Bearer-token auth, Redis errors as 400 {"error": "ERR …"}, `Upstash-Encoding: base64` answers
// and the Upstash-Sync-Token header echoed back.

export type UpstashRestOptions = {
  token: string;
  redis: Pick<RedisPool, "send">;
};

type Answer = { status: number; body: unknown };
type Entry = { result: unknown } | { error: string };

const MAX_BODY_BYTES = 10 * 1024 * 1024;

// Commands that change the state of the connection they run on; over REST each request borrows
// a pooled connection, so these would leak into later requests (Upstash refuses them too).
const CONNECTION_COMMANDS = new Set([
  "auth",
  "client",
  "discard",
  "exec",
  "hello",
  "monitor",
  "multi",
  "psubscribe",
  "psync",
  "punsubscribe",
  "quit",
  "reset",
  "select",
  "ssubscribe",
  "subscribe",
  "sunsubscribe",
  "sync",
  "unsubscribe",
  "unwatch",
  "watch",
]);

export function createUpstashRestServer(options: UpstashRestOptions): Server {
  return createServer((request, response) => {
    answer(request, options)
      .catch((error: unknown) => ({ status: 500, body: { error: `ERR ${(error as Error).message}` } }))
      .then(({ status, body }) => {
        const syncToken = request.headers["upstash-sync-token"];
        if (typeof syncToken === "string") response.setHeader("Upstash-Sync-Token", syncToken);
        send(response, status, body);
      });
  });
}

async function answer(request: IncomingMessage, options: UpstashRestOptions): Promise<Answer> {
  const path = new URL(request.url ?? "/", "http://shim").pathname.replace(/\/+$/, "") || "/";
  if (!["/", "/pipeline", "/multi-exec"].includes(path)) return { status: 404, body: { error: "Not Found" } };
  if (request.method !== "POST") return { status: 405, body: { error: "Method Not Allowed" } };
  if (!authorized(request.headers.authorization, options.token)) return { status: 401, body: { error: "Unauthorized" } };

  const text = await readBody(request);
  if (text === undefined) return badRequest(`ERR request body exceeds ${MAX_BODY_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return badRequest("ERR failed to parse the request body as JSON");
  }
  const base64 = String(request.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";

  if (path === "/") {
    const command = asCommand(parsed);
    if (typeof command === "string") return badRequest(command);
    const [reply] = await options.redis.send([command]);
    if (reply instanceof ErrorReply) return badRequest(reply.message);
    return { status: 200, body: { result: encodeReply(reply ?? null, base64) } };
  }

  const commands = asCommandList(parsed);
  if (typeof commands === "string") return badRequest(commands);
  if (path === "/pipeline") {
    const replies = await options.redis.send(commands);
    return { status: 200, body: replies.map((reply) => toEntry(reply, base64)) };
  }
  return multiExec(commands, base64, options);
}

async function multiExec(commands: RedisCommand[], base64: boolean, options: UpstashRestOptions): Promise<Answer> {
  const replies = await options.redis.send([["MULTI"], ...commands, ["EXEC"]]);
  // A command refused while queueing (unknown command, wrong arity) makes Redis discard the whole
  // transaction; its own error says why better than EXECABORT does.
  const queueError = replies.slice(1, -1).find((reply) => reply instanceof ErrorReply);
  if (queueError instanceof ErrorReply) return badRequest(queueError.message);
  const results = replies.at(-1);
  if (results instanceof ErrorReply) return badRequest(results.message);
  if (!Array.isArray(results)) return badRequest("ERR transaction aborted");
  return { status: 200, body: results.map((reply) => toEntry(reply, base64)) };
}

function toEntry(reply: RedisReply, base64: boolean): Entry {
  if (reply instanceof ErrorReply) return { error: reply.message };
  return { result: encodeReply(reply, base64) };
}

/** Statuses and bulk strings as text, or base64 of their bytes when asked; the status "OK" stays plain as Upstash does. */
function encodeReply(reply: RedisReply, base64: boolean): unknown {
  if (reply === null || typeof reply === "number") return reply;
  if (Array.isArray(reply)) return reply.map((item) => encodeReply(item, base64));
  if (reply instanceof ErrorReply) return reply.message;
  if (typeof reply === "string") return base64 && reply !== "OK" ? Buffer.from(reply, "utf8").toString("base64") : reply;
  return reply.toString(base64 ? "base64" : "utf8");
}

/** A command array, or the reason it is not one. */
function asCommand(value: unknown): RedisCommand | string {
  if (!Array.isArray(value) || value.length === 0) {
    return "ERR the request body must be a non-empty JSON array: the command and its arguments";
  }
  if (!value.every((arg) => ["string", "number", "boolean"].includes(typeof arg))) {
    return "ERR command arguments must be strings, numbers or booleans";
  }
  const name = String(value[0]).toLowerCase();
  if (CONNECTION_COMMANDS.has(name)) return `ERR command '${name}' is not supported over REST`;
  return value as RedisCommand;
}

function asCommandList(value: unknown): RedisCommand[] | string {
  if (!Array.isArray(value) || value.length === 0) {
    return "ERR the request body must be a non-empty JSON array of commands";
  }
  const commands: RedisCommand[] = [];
  for (const item of value) {
    const command = asCommand(item);
    if (typeof command === "string") return command;
    commands.push(command);
  }
  return commands;
}

function authorized(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer (.+)$/)?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request body as text, or undefined when it is larger than MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function badRequest(error: string): Answer {
  return { status: 400, body: { error } };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}
