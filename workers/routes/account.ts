import { Hono } from "hono";
import { accountEmailRequestSchema, accountGoogleRequestSchema, sessionParamsSchema, signInSessionsSchema } from "../../shared/schemas/account";
import { authUserSchema } from "../../shared/schemas/auth";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { changeSignInEmail, EMAIL_NOT_AT_PROVIDER, EMAIL_UNCHANGED, followProviderName } from "../auth/account";
import { GOOGLE_OF_ANOTHER, linkGoogleAccount } from "../auth/google-link";
import { clearRefreshCookie } from "../auth/refresh-cookie";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { endEverySignIn, endSignInSession, SESSION_NOT_FOUND, signInSessions } from "../auth/sign-in-sessions";
import { CODE_LOGIN_REFUSED } from "../auth/turnkey";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

const SIGN_IN_FIRST = "Sign in first: an Authorization header with a Bearer token is required";

// The account page's routes under /api/v1/auth: the signed-in user's sign-ins (this browser's and others'),
// and the facts of their account our user row keeps in step with the wallet provider. Never cached.
export const account = new Hono<SignedInEnv>()
  .use("/sessions/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .use("/account/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/sessions",
    documented({
      tag: "Auth",
      summary: "The signed-in user's sign-ins, in this browser and others, with their expiry (Authorization: Bearer)",
      response: signInSessionsSchema,
      errors: { 401: SIGN_IN_FIRST },
    }),
    requireUser(),
    async (c) => c.json({ sessions: await signInSessions(c.env.DB, c.var.user.id, c.var.signInId) }),
  )
  .delete(
    "/sessions",
    documented({
      tag: "Auth",
      summary: "Sign out everywhere: every sign-in of the user ends at its next refresh, this browser's at once",
      response: null,
      status: 204,
      errors: { 401: SIGN_IN_FIRST },
    }),
    requireUser(),
    async (c) => {
      await endEverySignIn(c.env.DB, c.var.user.id);
      clearRefreshCookie(c);
      return c.body(null, 204);
    },
  )
  .delete(
    "/sessions/:sessionId",
    documented({
      tag: "Auth",
      summary: "Sign out one of the user's sign-ins: its refresh and access tokens stop working",
      response: null,
      status: 204,
      errors: { 400: "Invalid session id: expected 32 hexadecimal digits", 401: SIGN_IN_FIRST, 404: SESSION_NOT_FOUND },
    }),
    requireUser(),
    validate("param", sessionParamsSchema),
    async (c) => {
      await endSignInSession(c.env.DB, c.var.user.id, c.req.valid("param").sessionId);
      return c.body(null, 204);
    },
  )
  .post(
    "/account/name",
    documented({
      tag: "Auth",
      summary: "Take the name the user set at the wallet provider (update_user_name, stamped by their session key)",
      response: authUserSchema,
      errors: { 401: SIGN_IN_FIRST, 409: "Your wallet has no user with your sign-in e-mail address." },
    }),
    limitWritesPerIp(),
    requireUser(),
    async (c) => c.json(await followProviderName(c.env, c.var.user)),
  )
  .post(
    "/account/email",
    documented({
      tag: "Auth",
      summary: "Move the sign-in e-mail to a proven address the wallet provider already has (update_user_email with the same code)",
      description:
        "The body is the proof of the new address, as POST /auth/email/login takes it: the verification token of a code mailed to it (POST /auth/email/code and /auth/email/verify) and the session key's signature over its use.",
      response: authUserSchema,
      errors: { 400: EMAIL_UNCHANGED, 401: CODE_LOGIN_REFUSED, 409: EMAIL_NOT_AT_PROVIDER },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", accountEmailRequestSchema),
    async (c) => c.json(await changeSignInEmail(c.env, c.var.user, c.req.valid("json"))),
  )
  .post(
    "/account/google",
    documented({
      tag: "Auth",
      summary: "Link a Google account the wallet provider already linked (create_oauth_providers, stamped by the session key)",
      description:
        "The body is the id token of a Google sign-in whose nonce is the sha256 of this browser's session key, and that key. Each token links once; " +
        "Google sign-in then opens this wallet.",
      response: authUserSchema,
      errors: { 401: "Invalid Google sign-in token: the nonce does not match the session key", 409: GOOGLE_OF_ANOTHER },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", accountGoogleRequestSchema),
    async (c) => c.json(await linkGoogleAccount(c.env, c.var.user, c.req.valid("json"))),
  );
