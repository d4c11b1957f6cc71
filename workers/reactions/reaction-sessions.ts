import { createMiddleware } from "hono/factory";
import { base64url } from "jose";
import { NOT_ISSUED_SESSION_MESSAGE } from "../../shared/schemas/reactions";
import { ApiError } from "../http/errors";

// Reaction sessions are issued by the server: a random id and its HMAC-SHA256 under REACTION_SESSION_SECRET.
// A client cannot make up sessions to count one person many times, and cannot act for a session whose
// random id it does not hold together with the server's signature.

const ID_BYTES = 16;
const SECRET_MIN_LENGTH = 32;
const encoder = new TextEncoder();

async function keyOf(env: Env): Promise<CryptoKey> {
  const secret = env.REACTION_SESSION_SECRET;
  if (!secret || secret.length < SECRET_MIN_LENGTH) throw new ApiError(503, "Reactions are not configured on this server");
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** A new session id: `<random id>.<signature>`, both base64url. */
export async function issueReactionSession(env: Env): Promise<string> {
  const id = base64url.encode(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
  const signature = await crypto.subtle.sign("HMAC", await keyOf(env), encoder.encode(id));
  return `${id}.${base64url.encode(new Uint8Array(signature))}`;
}

/** The signature's bytes; text that is not base64url decodes to nothing, which no signature equals. */
function decoded(signature: string): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(base64url.decode(signature));
  } catch {
    return new Uint8Array();
  }
}

/** What a verified session's reactions are stored under: its random id, without the signature. */
export const issuedSessionKey = (sessionId: string) => sessionId.split(".")[0] ?? "";

/** The storage key of a session this server signed; 401 for any other. */
export async function verifiedReactionSession(env: Env, sessionId: string): Promise<string> {
  const [id = "", signature = ""] = sessionId.split(".");
  const key = await keyOf(env);
  if (!(await crypto.subtle.verify("HMAC", key, decoded(signature), encoder.encode(id)))) throw new ApiError(401, NOT_ISSUED_SESSION_MESSAGE);
  return id;
}

/** Goes after the body's validation: refuses a `sessionId` this server did not sign before anything counts it. */
export function requireIssuedSession() {
  return createMiddleware<AppEnv, string, { out: { json: { sessionId: string } } }>(async (c, next) => {
    await verifiedReactionSession(c.env, c.req.valid("json").sessionId);
    await next();
  });
}
