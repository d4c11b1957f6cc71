import { jwtVerify, SignJWT } from "jose";
import { ApiError } from "../http/errors";

// The API's access tokens: short-lived HS256 JWTs naming the user, signed with AUTH_JWT_SECRET.

const ISSUER = "lqscan";
const AUDIENCE = "lqscan-api";

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function issueAccessToken(secret: string, userId: string, seconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keyOf(secret));
}

/** The user id of a valid token; 401 for an expired, forged or malformed one. */
export async function userIdOfAccessToken(secret: string, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (!payload.sub) throw new Error("no subject");
    return payload.sub;
  } catch {
    throw new ApiError(401, "Invalid or expired access token");
  }
}
