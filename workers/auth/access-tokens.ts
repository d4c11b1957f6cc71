import { jwtVerify, SignJWT } from "jose";
import { ApiError } from "../http/errors";

// The API's access tokens: short-lived HS256 JWTs naming the user and their sign-in (`sid`, the refresh
// token family), signed with AUTH_JWT_SECRET. A token lives no longer than its exp nor than its sign-in.

const ISSUER = "lqscan";
const AUDIENCE = "lqscan-api";
/** A token without any of these is refused: one without exp would never expire, one without sid could not be revoked. */
const REQUIRED_CLAIMS = ["exp", "iat", "sub", "sid"];

export const ACCESS_TOKEN_REFUSED = "Invalid or expired access token";

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export type AccessTokenClaims = { userId: string; signInId: string };

export async function issueAccessToken(secret: string, { userId, signInId }: AccessTokenClaims, seconds: number): Promise<string> {
  return new SignJWT({ sid: signInId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keyOf(secret));
}

/** The user and sign-in of a valid token; 401 for an expired, forged or malformed one. */
export async function claimsOfAccessToken(secret: string, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: REQUIRED_CLAIMS,
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") throw new Error("malformed claims");
    return { userId: payload.sub, signInId: payload.sid };
  } catch {
    throw new ApiError(401, ACCESS_TOKEN_REFUSED);
  }
}
