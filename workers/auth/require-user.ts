import { createMiddleware } from "hono/factory";
import { type StoredUser, userById } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { ACCESS_TOKEN_REFUSED, claimsOfAccessToken } from "./access-tokens";
import { authSettings } from "./auth-settings";
import { signInIsLive } from "./refresh-tokens";

/** `signInId`: the sign-in (refresh-token family) the access token belongs to. */
export type SignedInEnv = AppEnv & { Variables: { user: StoredUser; signInId: string } };

/**
 * The user of an `Authorization: Bearer <access token>` header, or null without one; a 401 for a token that is
 * invalid, of an unknown user, or of a sign-in that ended (after logout or a revoked refresh token it is dead too).
 */
export async function userOfBearer(env: Env, header: string | undefined): Promise<{ user: StoredUser; signInId: string } | null> {
  if (header === undefined) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new ApiError(401, "Sign in first: an Authorization header with a Bearer token is required");
  const { userId, signInId } = await claimsOfAccessToken(authSettings(env).jwtSecret, token);
  const [user, live] = await Promise.all([userById(env.DB, userId), signInIsLive(env.DB, userId, signInId)]);
  if (!user || !live) throw new ApiError(401, ACCESS_TOKEN_REFUSED);
  return { user, signInId };
}

/** Lets the request through with `c.var.user` only for a valid access token of a user whose sign-in is still going. */
export function requireUser() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const signedIn = await userOfBearer(c.env, c.req.header("Authorization"));
    if (signedIn === null) throw new ApiError(401, "Sign in first: an Authorization header with a Bearer token is required");
    c.set("user", signedIn.user);
    c.set("signInId", signedIn.signInId);
    await next();
  });
}
