import { Hono } from "hono";
import {
  type AuthConfig,
  authConfigSchema,
  emailCodeRequestSchema,
  emailLoginRequestSchema,
  emailVerifyRequestSchema,
  googleAuthRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
} from "../../shared/schemas/auth";
import { walletOneRequestSchema } from "../../shared/schemas/wallet";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { authSettings } from "../auth/auth-settings";
import { discoveredIssuer } from "../auth/oidc-issuer";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { refreshTokens, register, signInWithEmailCode, signInWithGoogle, signOut } from "../auth/sign-in";
import { sendEmailCode, turnkeyBackend, verifyEmailCode } from "../auth/turnkey";
import { assertOwnWallet, walletDetail } from "../auth/wallet-detail";
import { userByEmail } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";

const NO_ACCOUNT = "No wallet uses this e-mail address. Register instead.";

// /api/v1/auth: sign-in (Google, e-mail registration, the e-mail code), token refresh and sign-out,
// and the signed-in user's wallet. Answers carry secrets for their caller only: never cached.
export const auth = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/config", async (c) => {
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
  })
  .post("/google", limitWritesPerIp(), validate("json", googleAuthRequestSchema), async (c) => c.json(await signInWithGoogle(c.env, c.req.valid("json"))))
  .post("/register", limitWritesPerIp(), validate("json", registerRequestSchema), async (c) => c.json(await register(c.env, c.req.valid("json")), 201))
  .post("/email/code", limitWritesPerIp(), validate("json", emailCodeRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    if (!(await userByEmail(c.env.DB, email))) throw new ApiError(404, NO_ACCOUNT);
    return c.json(await sendEmailCode(turnkeyBackend(authSettings(c.env)), email.toLowerCase()));
  })
  .post("/email/verify", limitWritesPerIp(), validate("json", emailVerifyRequestSchema), async (c) => {
    const { otpId, encryptedOtpBundle } = c.req.valid("json");
    return c.json({ verificationToken: await verifyEmailCode(turnkeyBackend(authSettings(c.env)), otpId, encryptedOtpBundle) });
  })
  .post("/email/login", limitWritesPerIp(), validate("json", emailLoginRequestSchema), async (c) =>
    c.json(await signInWithEmailCode(c.env, c.req.valid("json"))),
  )
  .post("/refresh", validate("json", refreshRequestSchema), async (c) => c.json(await refreshTokens(c.env, c.req.valid("json").refreshToken)))
  .post("/logout", validate("json", refreshRequestSchema), async (c) => {
    await signOut(c.env, c.req.valid("json").refreshToken);
    return c.body(null, 204);
  })
  .post("/wallet/one", requireUser(), validate("json", walletOneRequestSchema), async (c) => {
    const { userId, address } = c.req.valid("json");
    const user = c.var.user;
    assertOwnWallet(user, address, userId);
    return c.json(await walletDetail(c.env, user, address));
  });
