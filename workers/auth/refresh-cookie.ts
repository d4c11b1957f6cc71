import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AuthResponse, AuthTokens } from "../../shared/schemas/auth";
import { ApiError } from "../http/errors";
import { REFRESH_TOKEN_SECONDS } from "./refresh-tokens";

// The refresh token travels only in an HttpOnly cookie that page scripts cannot read, sent back only to
// the auth routes and only by this site's own pages (SameSite=Strict; writes answer no CORS headers).

export const REFRESH_COOKIE = "lqscan_refresh";
export const REFRESH_COOKIE_PATH = "/api/v1/auth";
export const REFRESH_COOKIE_MISSING = "Sign in first: the sign-in cookie is missing";
/** What the OpenAPI document says of each route that signs in. */
export const SETS_REFRESH_COOKIE = `The refresh token is set as the HttpOnly cookie \`${REFRESH_COOKIE}\` (Path=${REFRESH_COOKIE_PATH}, SameSite=Strict), never in the body; POST /auth/refresh and /auth/logout read it.`;
export const CROSS_SITE_REFUSED = "The sign-in cookie is for this site's own pages only";

const cookieOptions = (c: Context) =>
  ({ path: REFRESH_COOKIE_PATH, httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Strict" }) as const;

/** Sets the tokens' refresh token as the cookie; the answer's tokens carry the access token only. */
function cookieTokens(c: Context, { refreshToken, ...tokens }: AuthTokens): AuthTokens {
  if (refreshToken) setCookie(c, REFRESH_COOKIE, refreshToken, { ...cookieOptions(c), maxAge: REFRESH_TOKEN_SECONDS });
  return tokens;
}

export const signInAnswer = (c: Context, answer: AuthResponse): AuthResponse => ({ ...answer, tokens: cookieTokens(c, answer.tokens) });
export const refreshAnswer = (c: Context, tokens: AuthTokens): AuthTokens => cookieTokens(c, tokens);

/**
 * The refresh token of the cookie. A browser marks another origin's request (Sec-Fetch-Site): even a
 * same-site page that the cookie reaches cannot use it.
 */
export function refreshTokenOfCookie(c: Context): string {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined && site !== "same-origin") throw new ApiError(403, CROSS_SITE_REFUSED);
  const token = getCookie(c, REFRESH_COOKIE);
  if (!token) throw new ApiError(401, REFRESH_COOKIE_MISSING);
  return token;
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, cookieOptions(c));
}
