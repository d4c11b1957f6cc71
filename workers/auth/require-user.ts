import { createMiddleware } from "hono/factory";
import { type StoredUser, userById } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { ACCESS_TOKEN_REFUSED, claimsOfAccessToken } from "./access-tokens";
import { authSettings } from "./auth-settings";
import { signInIsLive } from "./refresh-tokens";

/** `signInId`: the sign-in (refresh-token family) the access token belongs to. */
export type SignedInEnv = AppEnv & { Variables: { user: StoredUser; signInId: string } };

/**
 * Lets the request through with `c.var.user` only for a valid `Authorization: Bearer <access token>` of a
 * known user whose sign-in is still going: after logout or a revoked refresh token the access token is dead too.
 */
export function requireUser() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new ApiError(401, "Sign in first: an Authorization header with a Bearer token is required");
    const { userId, signInId } = await claimsOfAccessToken(authSettings(c.env).jwtSecret, token);
    const [user, live] = await Promise.all([userById(c.env.DB, userId), signInIsLive(c.env.DB, userId, signInId)]);
    if (!user || !live) throw new ApiError(401, ACCESS_TOKEN_REFUSED);
    c.set("user", user);
    c.set("signInId", signInId);
    await next();
  });
}
