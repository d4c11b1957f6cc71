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
  refreshRequestSchema,
  registerRequestSchema,
} from "../../shared/schemas/auth";
import { walletDetailSchema, walletOneRequestSchema } from "../../shared/schemas/wallet";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { authSettings } from "../auth/auth-settings";
import { NO_WALLET_YET, register, sendCode, signInWithEmailCode, verifyCode } from "../auth/email-sign-in";
import { discoveredIssuer } from "../auth/oidc-issuer";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { EMAIL_TAKEN, refreshTokens, signInWithGoogle, signOut } from "../auth/sign-in";
import { CODE_LOGIN_REFUSED, CODE_WRONG } from "../auth/turnkey";
import { assertOwnWallet, WALLET_NOT_FOUND, walletDetail } from "../auth/wallet-detail";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

const TOO_MANY_WRITES = "Too many writes from this IP address: at most 1200 every 60 seconds. Retry after 12 seconds.";

// /api/v1/auth: sign-in (Google, e-mail registration, the e-mail code), token refresh and sign-out,
// and the signed-in user's wallet. Answers carry secrets for their caller only: never cached.
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
        },
        google: { clientId: settings.oidc.clientId, authorizationEndpoint },
        inboxUrl: settings.inboxUrl,
        faucet: c.env.CHAIN === "devnet",
      });
      return c.json(body);
    },
  )
  .post(
    "/google",
    documented({
      tag: "Auth",
      summary: "Sign in with a Google id token; the first sign-in creates the user and their wallet",
      response: authResponseSchema,
      errors: {
        400: "Invalid public key: expected a compressed P-256 key in hex",
        401: "Invalid Google sign-in token: nonce mismatch",
        429: TOO_MANY_WRITES,
      },
    }),
    limitWritesPerIp(),
    validate("json", googleAuthRequestSchema),
    async (c) => c.json(await signInWithGoogle(c.env, c.req.valid("json"))),
  )
  .post(
    "/register",
    documented({
      tag: "Auth",
      summary: "Register by e-mail with a verified code: a new wallet, and a session for the browser's key",
      response: authResponseSchema,
      status: 201,
      errors: { 400: "Invalid email", 401: CODE_LOGIN_REFUSED, 409: EMAIL_TAKEN, 429: TOO_MANY_WRITES },
    }),
    limitWritesPerIp(),
    validate("json", registerRequestSchema),
    async (c) => c.json(await register(c.env, c.req.valid("json")), 201),
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
    async (c) => c.json(await signInWithEmailCode(c.env, c.req.valid("json"))),
  )
  .post(
    "/refresh",
    documented({
      tag: "Auth",
      summary: "A new access token and the next refresh token of the sign-in",
      response: authTokensSchema,
      errors: { 400: "Refresh token is required", 401: "Invalid or expired refresh token" },
    }),
    validate("json", refreshRequestSchema),
    async (c) => c.json(await refreshTokens(c.env, c.req.valid("json").refreshToken)),
  )
  .post(
    "/logout",
    documented({
      tag: "Auth",
      summary: "End the sign-in",
      response: null,
      status: 204,
      errors: { 400: "Refresh token is required", 401: "Invalid or expired refresh token" },
    }),
    validate("json", refreshRequestSchema),
    async (c) => {
      await signOut(c.env, c.req.valid("json").refreshToken);
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
