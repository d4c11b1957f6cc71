import { createMiddleware } from "hono/factory";
import { type StoredUser, userById } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { userIdOfAccessToken } from "./access-tokens";
import { authSettings } from "./auth-settings";

export type SignedInEnv = AppEnv & { Variables: { user: StoredUser } };

/** Lets the request through with `c.var.user` only for a valid `Authorization: Bearer <access token>` of a known user. */
export function requireUser() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new ApiError(401, "Sign in first: an Authorization header with a Bearer token is required");
    const userId = await userIdOfAccessToken(authSettings(c.env).jwtSecret, token);
    const user = await userById(c.env.DB, userId);
    if (!user) throw new ApiError(401, "Invalid or expired access token");
    c.set("user", user);
    await next();
  });
}
