import { randomInt } from "node:crypto";
import { type ActivityHandler, parse } from "./activity-handler";
import { badRequest, notFound, unauthenticated } from "./api-error";
import { openOtpBundle, otpEncryptionTarget, readVerificationToken, verificationToken } from "./credentials";
import * as intents from "./intents";
import { newId } from "./model";
import { verifyRawP256 } from "./p256";
import { issueSession, otpSignerKey } from "./provider";

const OTP_DEFAULT_LENGTH = 9;
const OTP_DEFAULT_SECONDS = 300;
const OTP_MAX_SECONDS = 600;
const OTP_ATTEMPTS = 3;
const VERIFICATION_TOKEN_DEFAULT_SECONDS = 3600;
/** Crockford's base32, Turnkey's alphabet for alphanumeric codes. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function oneTimeCode(length: number, alphanumeric: boolean): string {
  const alphabet = alphanumeric ? CROCKFORD : "0123456789";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** E-mail codes: one mailed (to the devnet inbox), its proof checked, and a session for the proven address. */
export const OTP_ACTIVITIES: Record<string, ActivityHandler> = {
  init_otp: {
    types: { ACTIVITY_TYPE_INIT_OTP_V3: "initOtpResultV2" },
    run: async (input) => {
      const params = parse(intents.initOtp, input);
      const seconds = Math.min(Number(params.expirationSeconds ?? OTP_DEFAULT_SECONDS), OTP_MAX_SECONDS);
      const code = oneTimeCode(params.otpLength ?? OTP_DEFAULT_LENGTH, params.alphanumeric ?? true);
      const { store } = input.provider;
      const target = otpEncryptionTarget(otpSignerKey(input.provider), input.organization.organizationId);
      const otpId = newId();
      store.state.oneTimeCodes[otpId] = {
        otpId,
        organizationId: input.organization.organizationId,
        contact: params.contact,
        otpType: params.otpType,
        code: store.seal(code),
        targetPrivateKey: store.seal(target.targetPrivateKey),
        expiresAt: Date.now() + seconds * 1000,
        attemptsLeft: OTP_ATTEMPTS,
        used: false,
      };
      input.provider.inbox.deliver({
        to: params.contact,
        subject: `Your ${params.appName} sign-in code`,
        text: `Your ${params.appName} sign-in code is ${code}\n\nIt expires in ${Math.round(seconds / 60)} minutes. If you did not ask for it, ignore this mail.`,
      });
      return { otpId, otpEncryptionTargetBundle: target.bundle };
    },
  },
  verify_otp: {
    types: { ACTIVITY_TYPE_VERIFY_OTP_V2: "verifyOtpResult" },
    run: async (input) => {
      const params = parse(intents.verifyOtp, input);
      const { store } = input.provider;
      const otp = store.state.oneTimeCodes[params.otpId];
      if (!otp || otp.organizationId !== input.organization.organizationId) throw notFound(`otp ${params.otpId} not found`);
      if (otp.used || otp.attemptsLeft <= 0 || otp.expiresAt <= Date.now())
        throw badRequest("this one-time code has expired or was already used; request a new one");
      const opened = openOtpBundle(store.open(otp.targetPrivateKey), params.encryptedOtpBundle);
      if (!opened || opened.otp_code.toUpperCase() !== store.open(otp.code).toUpperCase()) {
        otp.attemptsLeft -= 1;
        store.save();
        throw badRequest("invalid one-time code");
      }
      otp.used = true;
      const seconds = Number(params.expirationSeconds ?? VERIFICATION_TOKEN_DEFAULT_SECONDS);
      return {
        verificationToken: verificationToken(otpSignerKey(input.provider), {
          id: newId(),
          verification_type: otp.otpType,
          contact: otp.contact,
          organization_id: otp.organizationId,
          public_key: opened.public_key,
          exp: String(Date.now() + seconds * 1000),
        }),
      };
    },
  },
  otp_login: {
    types: { ACTIVITY_TYPE_OTP_LOGIN_V2: "otpLoginResult" },
    run: async (input) => {
      const params = parse(intents.otpLogin, input);
      const { provider, organization } = input;
      const claims = readVerificationToken(otpSignerKey(provider), params.verificationToken);
      if (!claims) throw unauthenticated("could not verify the verification token");
      if (Number(claims.exp) <= Date.now()) throw badRequest("the verification token has expired");
      if (provider.store.state.usedVerificationTokens.includes(claims.id)) throw badRequest("the verification token was already used");
      if (![organization.organizationId, organization.parentOrganizationId].includes(claims.organization_id)) {
        throw badRequest("the verification token belongs to another organization");
      }
      const { clientSignature } = params;
      const expectedMessage = JSON.stringify({ login: { publicKey: params.publicKey }, tokenId: claims.id, type: "USAGE_TYPE_LOGIN" });
      if (
        clientSignature.publicKey !== claims.public_key ||
        clientSignature.message !== expectedMessage ||
        !verifyRawP256(claims.public_key, Buffer.from(clientSignature.message), clientSignature.signature)
      ) {
        throw badRequest("invalid client signature for this verification token");
      }
      const user = organization.users.find((candidate) => candidate.userEmail?.toLowerCase() === claims.contact.toLowerCase());
      if (!user) throw notFound("no user in this organization has the verified contact");
      provider.store.state.usedVerificationTokens.push(claims.id);
      user.emailVerified = true;
      return { session: issueSession(provider, organization, user, params.publicKey, params) };
    },
  },
};
