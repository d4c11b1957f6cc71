import { jwtVerify } from "jose";
import { sha256Hex } from "../../shared/sha256";
import { spendIdToken } from "../db/spent-id-tokens";
import { ApiError } from "../http/errors";
import type { AuthSettings } from "./auth-settings";
import { discoveredIssuer } from "./oidc-issuer";

/** What a verified Google id token says about the person. */
export type GoogleIdentity = { issuer: string; subject: string; email: string; name?: string; picture?: string };

const CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies an id token as Google's documentation asks: an RS256 signature by one of the issuer's
 * published keys, the trusted issuer, our client id as audience (and authorized party), exp and iat
 * within a minute's skew, a verified e-mail; a nonce, which when the browser's session key is given is the
 * sha256 of that key (Turnkey's binding of the token to the key). Each token (each nonce of an account)
 * signs in once: a stolen or replayed copy is refused.
 */
export async function verifyGoogleIdToken(settings: AuthSettings, db: D1Database, idToken: string, sessionPublicKey: string | null): Promise<GoogleIdentity> {
  const { keys } = await discoveredIssuer(settings.oidc.issuer);
  const refuse = (reason: string): never => {
    throw new ApiError(401, `Invalid Google sign-in token: ${reason}`);
  };
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: settings.oidc.acceptedIssuers,
      audience: settings.oidc.clientId,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ["exp", "iat", "sub"],
    }));
  } catch (error) {
    return refuse((error as Error).message);
  }
  if (payload.azp !== undefined && payload.azp !== settings.oidc.clientId) refuse("issued to another client");
  if (typeof payload.email !== "string" || payload.email_verified !== true) refuse("the e-mail address is not verified");
  if (typeof payload.nonce !== "string" || payload.nonce === "") refuse("the token has no nonce");
  if (sessionPublicKey !== null && payload.nonce !== (await sha256Hex(sessionPublicKey))) refuse("the nonce does not match the session key");
  const spentUntil = (Number(payload.exp) + CLOCK_SKEW_SECONDS) * 1000;
  if (!(await spendIdToken(db, await sha256Hex(`${payload.iss} ${payload.sub} ${payload.nonce}`), spentUntil))) refuse("it was already used");
  const text = (claim: unknown) => (typeof claim === "string" && claim !== "" ? claim : undefined);
  const name = text(payload.name);
  const picture = text(payload.picture);
  return {
    issuer: String(payload.iss),
    subject: String(payload.sub),
    email: String(payload.email).toLowerCase(),
    ...(name ? { name } : {}),
    ...(picture ? { picture } : {}),
  };
}
