import { Hono } from "hono";
import {
  type AuthConfig,
  authConfigSchema,
  authResponseSchema,
  authTokensSchema,
  emailCodeRequestSchema,
  emailCodeResponseSchema,
  emailLoginRequestSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  googleAuthRequestSchema,
  registerRequestSchema,
} from "../../shared/schemas/auth";
import { passkeySignInRequestSchema } from "../../shared/schemas/passkeys";
import { walletDetailSchema, walletOneRequestSchema } from "../../shared/schemas/wallet";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { authSettings } from "../auth/auth-settings";
import { NO_WALLET_YET, register, sendCode, signInWithEmailCode, verifyCode } from "../auth/email-sign-in";
import { discoveredIssuer } from "../auth/oidc-issuer";
import { PASSKEY_SIGN_IN_REFUSED, signInWithPasskey } from "../auth/passkey-sign-in";
import {
  CROSS_SITE_REFUSED,
  clearRefreshCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_MISSING,
  refreshAnswer,
  refreshTokenOfCookie,
  SETS_REFRESH_COOKIE,
  signInAnswer,
} from "../auth/refresh-cookie";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { EMAIL_TAKEN, refreshTokens, signInWithGoogle, signOut } from "../auth/sign-in";
import { CODE_LOGIN_REFUSED, CODE_WRONG } from "../auth/turnkey";
import { assertOwnWallet, WALLET_NOT_FOUND, walletDetail } from "../auth/wallet-detail";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

const TOO_MANY_WRITES = "Too many writes from this IP address: at most 1200 every 60 seconds. Retry after 12 seconds.";

// /api/v1/auth: sign-in (Google, e-mail registration, the e-mail code), token refresh and sign-out,
// and the signed-in user's wallet. Answers carry secrets for their caller only: never cached. The refresh
// token is never in a body: every answer that issues one sets it as an HttpOnly cookie (auth/refresh-cookie.ts).
export const auth = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/config",
    documented({
      tag: "Auth",
      summary: "Where the browser reaches the wallet provider and the sign-in issuer",
      response: authConfigSchema,
      errors: { 503: "Sign-in is not configured on this server" },
    }),
    async (c) => {
      const settings = authSettings(c.env);
      const { authorizationEndpoint } = await discoveredIssuer(settings.oidc.issuer);
      const body: AuthConfig = authConfigSchema.parse({
        turnkey: {
          apiBaseUrl: settings.turnkey.apiBaseUrl,
          organizationId: settings.turnkey.organizationId,
          otpSignerPublicKey: settings.turnkey.otpSignerPublicKey,
          signerPublicKey: settings.turnkey.signerPublicKey,
        },
        google: { clientId: settings.oidc.clientId, authorizationEndpoint },
        inboxUrl: settings.inboxUrl,
        faucet: c.env.CHAIN === "devnet",
        passkey: { rpId: settings.passkeyRpId ?? new URL(c.req.url).hostname, rpName: "lqscan" },
      });
      return c.json(body);
    },
  )
  .post(
    "/google",
    documented({
      tag: "Auth",
      summary: "Sign in with a Google id token; the first sign-in creates the user and their wallet",
      description: SETS_REFRESH_COOKIE,
      response: authResponseSchema,
      errors: {
        400: "Invalid public key: expected a compressed P-256 key in hex",
        401: "Invalid Google sign-in token: it was already used",
        429: TOO_MANY_WRITES,
      },
    }),
    limitWritesPerIp(),
    validate("json", googleAuthRequestSchema),
    async (c) => c.json(signInAnswer(c, await signInWithGoogle(c.env, c.req.valid("json")))),
  )
  .post(
    "/register",
    documented({
      tag: "Auth",
      summary: "Register by e-mail with a verified code: a new wallet, and a session for the browser's key",
      description: SETS_REFRESH_COOKIE,
      response: authResponseSchema,
      status: 201,
      errors: { 400: "Invalid email", 401: CODE_LOGIN_REFUSED, 409: EMAIL_TAKEN, 429: TOO_MANY_WRITES },
    }),
    limitWritesPerIp(),
    validate("json", registerRequestSchema),
    async (c) => c.json(signInAnswer(c, await register(c.env, c.req.valid("json"))), 201),
  )
  .post(
    "/email/code",
    documented({
      tag: "Auth",
      summary: "Mail a one-time sign-in code to the address, whether or not it has a wallet yet",
      response: emailCodeResponseSchema,
      errors: { 400: "Invalid email", 429: "Too many codes requested for this address: at most 5 every 15 minutes. Retry after 900 seconds." },
    }),
    limitWritesPerIp(),
    validate("json", emailCodeRequestSchema),
    async (c) => c.json(await sendCode(c.env, c.req.valid("json").email)),
  )
  .post(
    "/email/verify",
    documented({
      tag: "Auth",
      summary: "Verify the code the browser encrypted to the wallet provider",
      response: emailVerifyResponseSchema,
      errors: {
        400: "Required",
        401: CODE_WRONG,
        429: "Too many codes tried for this address: at most 5 every 15 minutes. Retry after 900 seconds.",
      },
    }),
    limitWritesPerIp(),
    validate("json", emailVerifyRequestSchema),
    async (c) => {
      const { otpId, encryptedOtpBundle } = c.req.valid("json");
      return c.json({ verificationToken: await verifyCode(c.env, otpId, encryptedOtpBundle) });
    },
  )
  .post(
    "/email/login",
    documented({
      tag: "Auth",
      summary: "Sign in with a verified code, signed for by the browser's session key",
      description: SETS_REFRESH_COOKIE,
      response: authResponseSchema,
      errors: {
        400: "Invalid public key: expected a compressed P-256 key in hex",
        401: CODE_LOGIN_REFUSED,
        404: NO_WALLET_YET,
        429: TOO_MANY_WRITES,
      },
    }),
    limitWritesPerIp(),
    validate("json", emailLoginRequestSchema),
    async (c) => c.json(signInAnswer(c, await signInWithEmailCode(c.env, c.req.valid("json")))),
  )
  .post(
    "/passkey",
    documented({
      tag: "Auth",
      summary: "Sign in with a passkey: the wallet provider's fresh session from the passkey's stamp login, signed for by its key",
      description: `${SETS_REFRESH_COOKIE} The session signs in once, within two minutes of being issued.`,
      response: authResponseSchema,
      errors: { 400: "Invalid signature: expected r and s in hex", 401: PASSKEY_SIGN_IN_REFUSED, 429: TOO_MANY_WRITES },
    }),
    limitWritesPerIp(),
    validate("json", passkeySignInRequestSchema),
    async (c) => c.json(signInAnswer(c, await signInWithPasskey(c.env, c.req.valid("json")))),
  )
  .post(
    "/refresh",
    documented({
      tag: "Auth",
      summary: "A new access token; the sign-in cookie is rotated",
      description: `Reads the refresh token from the HttpOnly \`${REFRESH_COOKIE}\` cookie that every sign-in sets and sets the next one; the token never appears in a body. A reused refresh token ends the whole sign-in.`,
      response: authTokensSchema,
      errors: { 401: REFRESH_COOKIE_MISSING, 403: CROSS_SITE_REFUSED },
    }),
    async (c) => c.json(refreshAnswer(c, await refreshTokens(c.env, refreshTokenOfCookie(c)))),
  )
  .post(
    "/logout",
    documented({
      tag: "Auth",
      summary: "End the sign-in: its refresh and access tokens stop working and the cookie is cleared",
      description: `Ends the sign-in of the \`${REFRESH_COOKIE}\` cookie.`,
      response: null,
      status: 204,
      errors: { 401: REFRESH_COOKIE_MISSING, 403: CROSS_SITE_REFUSED },
    }),
    async (c) => {
      await signOut(c.env, refreshTokenOfCookie(c));
      clearRefreshCookie(c);
      return c.body(null, 204);
    },
  )
  .post(
    "/wallet/one",
    documented({
      tag: "Auth",
      summary: "The signed-in user's wallet with its live HYPE balance (Authorization: Bearer)",
      response: walletDetailSchema,
      errors: { 400: "Invalid wallet address format", 401: "Invalid or expired access token", 404: WALLET_NOT_FOUND },
    }),
    requireUser(),
    validate("json", walletOneRequestSchema),
    async (c) => {
      const { userId, address } = c.req.valid("json");
      const user = c.var.user;
      assertOwnWallet(user, address, userId);
      return c.json(await walletDetail(c.env, user, address));
    },
  );
