import { createHash, randomInt } from "node:crypto";
import type { z } from "zod";
import { type ActivityHandler, type ActivityInput, findAccount, parse } from "./activity-handler";
import { badRequest, notFound, unauthenticated } from "./api-error";
import { credentialBundle, openOtpBundle, otpEncryptionTarget, readVerificationToken, verificationToken } from "./credentials";
import { EXPORT_ACTIVITIES } from "./export-activities";
import { addressAt, newMnemonic, readUnsignedTransaction, signWithAccount } from "./hd-wallet";
import * as intents from "./intents";
import { newId, type OauthProvider, type User, type Wallet } from "./model";
import { newP256KeyPair, verifyRawP256 } from "./p256";
import { PASSKEY_ACTIVITIES } from "./passkey-activities";
import { parsePolicyExpression } from "./policy-language";
import { addApiKey, issueSession, newApiKey, otpSignerKey, type Provider, userOf } from "./provider";
import { USER_ACTIVITIES } from "./user-activities";

const OTP_DEFAULT_LENGTH = 9;
const OTP_DEFAULT_SECONDS = 300;
const OTP_MAX_SECONDS = 600;
const OTP_ATTEMPTS = 3;
const VERIFICATION_TOKEN_DEFAULT_SECONDS = 3600;
/** Crockford's base32, Turnkey's alphabet for alphanumeric codes. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const DEFAULT_MNEMONIC_WORDS = 12;

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

function createWallet(provider: Provider, params: z.output<typeof intents.walletParams>): Wallet {
  const mnemonic = newMnemonic(params.mnemonicLength ?? DEFAULT_MNEMONIC_WORDS);
  const now = Date.now();
  const walletId = newId();
  return {
    walletId,
    walletName: params.walletName,
    mnemonic: provider.store.seal(mnemonic),
    accounts: params.accounts.map((account) => ({
      walletAccountId: newId(),
      curve: account.curve,
      pathFormat: account.pathFormat,
      path: account.path,
      addressFormat: account.addressFormat,
      address: addressAt(mnemonic, account.path),
      createdAt: now,
    })),
    createdAt: now,
  };
}

async function newUser(provider: Provider, params: z.output<typeof intents.createUsers>["users"][number]): Promise<User> {
  const now = Date.now();
  const oauthProviders: OauthProvider[] = [];
  for (const { providerName, oidcToken } of params.oauthProviders ?? []) {
    const identity = await provider.verifyOidcToken(oidcToken);
    oauthProviders.push({ providerId: newId(), providerName, issuer: identity.issuer, audience: identity.audience, subject: identity.subject, createdAt: now });
  }
  return {
    userId: newId(),
    userName: params.userName,
    ...(params.userEmail ? { userEmail: params.userEmail } : {}),
    emailVerified: false,
    apiKeys: params.apiKeys.map((key) => newApiKey(key.apiKeyName, key.publicKey, key.expirationSeconds)),
    oauthProviders,
    userTags: params.userTags ?? [],
    createdAt: now,
    updatedAt: now,
  };
}

/** The user of the organization an OIDC token belongs to, checked for the session key's nonce. */
async function oauthUser(input: ActivityInput, oidcToken: string, sessionPublicKey: string): Promise<User> {
  const identity = await input.provider.verifyOidcToken(oidcToken);
  if (identity.nonce !== sha256Hex(sessionPublicKey)) throw badRequest("invalid oidc token: nonce does not match sha256 of the public key");
  const user = input.organization.users.find((candidate) =>
    candidate.oauthProviders.some((known) => known.issuer === identity.issuer && known.subject === identity.subject && known.audience === identity.audience),
  );
  if (!user) throw notFound("no user in this organization has an oauth provider matching the oidc token");
  return user;
}

/** A fresh API key for the user whose private half travels only inside a credential bundle to the target key. */
function bundledApiKey(
  user: User,
  targetPublicKey: string,
  name: string,
  options: { expirationSeconds?: string | undefined; invalidateExisting?: boolean | undefined },
) {
  const keyPair = newP256KeyPair();
  const apiKey = newApiKey(name, keyPair.publicKey, options.expirationSeconds ?? "900", true);
  addApiKey(user, apiKey, options.invalidateExisting);
  return { apiKeyId: apiKey.apiKeyId, credentialBundle: credentialBundle(keyPair.privateKey, targetPublicKey) };
}

function oneTimeCode(length: number, alphanumeric: boolean): string {
  const alphabet = alphanumeric ? CROCKFORD : "0123456789";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** Every activity the provider performs, by its submit path (`/public/v1/submit/{path}`). */
export const ACTIVITIES: Record<string, ActivityHandler> = {
  ...USER_ACTIVITIES,
  ...PASSKEY_ACTIVITIES,
  create_sub_organization: {
    types: {
      ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V8: "createSubOrganizationResultV8",
      ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7: "createSubOrganizationResultV7",
    },
    run: async (input) => {
      const params = parse(intents.createSubOrganization, input);
      if (input.organization.parentOrganizationId !== null) throw badRequest("a sub-organization cannot have sub-organizations");
      if (params.rootQuorumThreshold > params.rootUsers.length) throw badRequest("rootQuorumThreshold exceeds the number of root users");
      const users = await Promise.all(params.rootUsers.map((user) => newUser(input.provider, user)));
      const wallets = params.wallet ? [createWallet(input.provider, params.wallet)] : [];
      const subOrganizationId = newId();
      input.provider.store.state.organizations[subOrganizationId] = {
        organizationId: subOrganizationId,
        organizationName: params.subOrganizationName,
        parentOrganizationId: input.organization.organizationId,
        rootQuorum: { threshold: params.rootQuorumThreshold, userIds: users.map((user) => user.userId) },
        users,
        wallets,
        policies: [],
        createdAt: Date.now(),
      };
      const wallet = wallets[0];
      return {
        subOrganizationId,
        ...(wallet ? { wallet: { walletId: wallet.walletId, addresses: wallet.accounts.map((account) => account.address) } } : {}),
        rootUserIds: users.map((user) => user.userId),
      };
    },
  },
  create_users: {
    types: { ACTIVITY_TYPE_CREATE_USERS_V4: "createUsersResult", ACTIVITY_TYPE_CREATE_USERS_V3: "createUsersResult" },
    run: async (input) => {
      const params = parse(intents.createUsers, input);
      const users = await Promise.all(params.users.map((user) => newUser(input.provider, user)));
      input.organization.users.push(...users);
      return { userIds: users.map((user) => user.userId) };
    },
  },
  create_api_keys: {
    types: { ACTIVITY_TYPE_CREATE_API_KEYS_V2: "createApiKeysResult" },
    run: async (input) => {
      const params = parse(intents.createApiKeys, input);
      const user = userOf(input.organization, params.userId);
      const keys = params.apiKeys.map((key) => newApiKey(key.apiKeyName, key.publicKey, key.expirationSeconds));
      for (const key of keys) addApiKey(user, key);
      return { apiKeyIds: keys.map((key) => key.apiKeyId) };
    },
  },
  create_policies: {
    types: { ACTIVITY_TYPE_CREATE_POLICIES: "createPoliciesResult" },
    run: async (input) => {
      const params = parse(intents.createPolicies, input);
      const policies = params.policies.map((policy) => {
        for (const expression of [policy.consensus, policy.condition]) {
          if (!expression) continue;
          try {
            parsePolicyExpression(expression);
          } catch (error) {
            throw badRequest(`invalid policy ${policy.policyName}: ${(error as Error).message}`);
          }
        }
        return {
          policyId: newId(),
          policyName: policy.policyName,
          effect: policy.effect,
          consensus: policy.consensus ?? "",
          condition: policy.condition ?? "",
          notes: policy.notes,
          createdAt: Date.now(),
        };
      });
      input.organization.policies.push(...policies);
      return { policyIds: policies.map((policy) => policy.policyId) };
    },
  },
  update_root_quorum: {
    types: { ACTIVITY_TYPE_UPDATE_ROOT_QUORUM: "updateRootQuorumResult" },
    run: async (input) => {
      const params = parse(intents.updateRootQuorum, input);
      for (const userId of params.userIds) userOf(input.organization, userId);
      if (params.threshold > params.userIds.length) throw badRequest("threshold exceeds the number of root users");
      input.organization.rootQuorum = { threshold: params.threshold, userIds: params.userIds };
      return {};
    },
  },
  create_wallet: {
    types: { ACTIVITY_TYPE_CREATE_WALLET: "createWalletResult" },
    run: async (input) => {
      const wallet = createWallet(input.provider, parse(intents.walletParams, input));
      input.organization.wallets.push(wallet);
      return { walletId: wallet.walletId, addresses: wallet.accounts.map((account) => account.address) };
    },
  },
  sign_transaction: {
    types: { ACTIVITY_TYPE_SIGN_TRANSACTION_V2: "signTransactionResult" },
    facts: (input) => {
      const tx = readUnsignedTransaction(parse(intents.signTransaction, input).unsignedTransaction);
      return {
        eth: {
          tx: {
            to: tx.to ?? undefined,
            chain_id: tx.chainId,
            value: tx.value ?? 0n,
            data: tx.data ?? "0x",
            nonce: tx.nonce,
          },
        },
      };
    },
    run: async (input) => {
      const params = parse(intents.signTransaction, input);
      const { wallet, account } = findAccount(input.organization, params.signWith);
      const transaction = readUnsignedTransaction(params.unsignedTransaction);
      return { signedTransaction: await signWithAccount(input.provider.store.open(wallet.mnemonic), account.path, transaction) };
    },
  },
  stamp_login: {
    types: { ACTIVITY_TYPE_STAMP_LOGIN: "stampLoginResult" },
    run: async (input) => {
      const params = parse(intents.stampLogin, input);
      return { session: issueSession(input.provider, input.organization, input.caller.user, params.publicKey, params) };
    },
  },
  oauth_login: {
    types: { ACTIVITY_TYPE_OAUTH_LOGIN: "oauthLoginResult" },
    run: async (input) => {
      const params = parse(intents.oauthLogin, input);
      const user = await oauthUser(input, params.oidcToken, params.publicKey);
      return { session: issueSession(input.provider, input.organization, user, params.publicKey, params) };
    },
  },
  oauth: {
    types: { ACTIVITY_TYPE_OAUTH: "oauthResult" },
    run: async (input) => {
      const params = parse(intents.oauth, input);
      const user = await oauthUser(input, params.oidcToken, params.targetPublicKey);
      return { userId: user.userId, ...bundledApiKey(user, params.targetPublicKey, params.apiKeyName ?? "OAuth Key", params) };
    },
  },
  create_read_write_session: {
    types: { ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2: "createReadWriteSessionResultV2" },
    run: async (input) => {
      const params = parse(intents.createReadWriteSession, input);
      const user = params.userId ? userOf(input.organization, params.userId) : input.caller.user;
      return {
        organizationId: input.organization.organizationId,
        organizationName: input.organization.organizationName,
        userId: user.userId,
        username: user.userName,
        ...bundledApiKey(user, params.targetPublicKey, params.apiKeyName ?? "Read Write Session Key", params),
      };
    },
  },
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
  ...EXPORT_ACTIVITIES,
};
