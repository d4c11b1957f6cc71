import type { AuthResponse, EmailCodeResponse, EmailLoginRequest, RegisterRequest } from "../../shared/schemas/auth";
import { limitEmailCodes } from "../abuse/email-code-limits";
import { insertUser, type StoredUser, userByEmail } from "../db/auth-users";
import { addressOfEmailCode, claimRegistration, forgetEmailCode, recordEmailCode, releaseRegistration, spendVerificationToken } from "../db/email-proofs";
import { ApiError } from "../http/errors";
import { authSettings } from "./auth-settings";
import { type CodeProofClaims, verifyCodeProof } from "./code-proof";
import { endAccessMadeBeforeProof } from "./first-proof";
import { newWallet } from "./new-wallet";
import { EMAIL_TAKEN, signedIn } from "./sign-in";
import { CODE_LOGIN_REFUSED, CODE_WRONG, EMAIL_CODE_SECONDS, emailCodeSession, sendEmailCode, turnkeyBackend, verifyEmailCode } from "./turnkey";

// Signing in by e-mail: a code mailed to the address comes first for everyone. Its proof (the provider's
// verification token, signed for by the browser's key) signs a returning user in, or creates the wallet of
// a new one. Nothing answers differently for an address with or without a wallet before the proof.

/** Answered only to the address's proven owner, so it tells nobody else whether the address has a wallet. */
export const NO_WALLET_YET = "No wallet uses this e-mail address yet. Register with the same code to create one.";
/** A registration that died midway (the provider failed) leaves its claim; after this it can be taken over. */
const REGISTRATION_STALE_MS = 2 * 60_000;

/** POST /auth/email/code: mails a code to any valid address (a new user's registration starts the same way). */
export async function sendCode(env: Env, address: string): Promise<EmailCodeResponse> {
  const email = address.toLowerCase();
  await limitEmailCodes(env, "send", email);
  const sent = await sendEmailCode(turnkeyBackend(authSettings(env)), email);
  // Only the latest code of an address counts: sending one cancels the ones before it.
  await recordEmailCode(env.DB, email, sent.otpId);
  return sent;
}

/** POST /auth/email/verify: the latest code of its address, within the address's guesses. */
export async function verifyCode(env: Env, otpId: string, encryptedOtpBundle: string): Promise<string> {
  const email = await addressOfEmailCode(env.DB, otpId, Date.now() - EMAIL_CODE_SECONDS * 1000);
  if (!email) throw new ApiError(401, CODE_WRONG);
  await limitEmailCodes(env, "guess", email);
  const verificationToken = await verifyEmailCode(turnkeyBackend(authSettings(env)), otpId, encryptedOtpBundle);
  await forgetEmailCode(env.DB, otpId);
  return verificationToken;
}

async function spend(env: Env, claims: CodeProofClaims): Promise<void> {
  if (!(await spendVerificationToken(env.DB, claims.id, Number(claims.exp)))) throw new ApiError(401, CODE_LOGIN_REFUSED);
}

/**
 * POST /auth/register: the wallet of an address its caller proved, bound to no key at creation; the proof then
 * opens the browser's session (otp_login). One registration per address at a time; 409 once it has a wallet.
 */
export async function register(env: Env, request: RegisterRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const email = request.email.toLowerCase();
  const proof = { verificationToken: request.verificationToken, publicKey: request.targetPublicKey, clientSignature: request.clientSignature };
  const claims = await verifyCodeProof(settings, proof, email);
  if (!(await claimRegistration(env.DB, email, Date.now() - REGISTRATION_STALE_MS))) throw new ApiError(409, EMAIL_TAKEN);
  try {
    if (await userByEmail(env.DB, email)) throw new ApiError(409, EMAIL_TAKEN);
    await spend(env, claims);
    const client = turnkeyBackend(settings);
    const name = request.name || undefined;
    const wallet = await newWallet(env, client, { email, name });
    const session = await emailCodeSession(client, wallet.subOrganizationId, proof);
    const user: StoredUser = {
      id: crypto.randomUUID(),
      email,
      turnkeySubOrgId: wallet.subOrganizationId,
      ...(name ? { name } : {}),
      walletId: wallet.walletId,
      walletAddress: wallet.address,
      emailVerifiedAt: Date.now(),
    };
    if (!(await insertUser(env.DB, user))) throw new ApiError(409, EMAIL_TAKEN);
    return await signedIn(env, settings, user, session);
  } catch (error) {
    await releaseRegistration(env.DB, email);
    throw error;
  }
}

/** POST /auth/email/login: the proof opens a session for the browser's key in the address's wallet. */
export async function signInWithEmailCode(env: Env, request: EmailLoginRequest): Promise<AuthResponse> {
  const settings = authSettings(env);
  const claims = await verifyCodeProof(settings, request);
  const user = await userByEmail(env.DB, claims.contact);
  if (!user) throw new ApiError(404, NO_WALLET_YET);
  await spend(env, claims);
  const client = turnkeyBackend(settings);
  const firstProof = user.emailVerifiedAt === null;
  const proven = firstProof ? await endAccessMadeBeforeProof(env, client, user) : user;
  const session = await emailCodeSession(client, proven.turnkeySubOrgId, request, firstProof);
  return signedIn(env, settings, proven, session);
}
