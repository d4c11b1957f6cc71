import { z } from "zod";
import { emailSchema } from "../../shared/schemas/auth";
import { badRequest } from "./api-error";

// The parameters of the activities the provider performs, as Turnkey's API types name them
// (@turnkey/http public_api.types). Unknown fields pass; missing or malformed ones are a 400.

const compressedP256 = z.string().regex(/^0[23][0-9a-fA-F]{64}$/, "must be a compressed P-256 public key in hex");
export const anyP256 = z.string().regex(/^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/, "must be a P-256 public key in hex");
const seconds = z.string().regex(/^\d+$/, "must be a number of seconds as a string");

export const apiKeyParams = z.looseObject({
  apiKeyName: z.string().min(1),
  publicKey: compressedP256,
  curveType: z.literal("API_KEY_CURVE_P256"),
  expirationSeconds: seconds.optional(),
});

const userParams = z.looseObject({
  userName: z.string().min(1),
  userEmail: emailSchema.optional(),
  apiKeys: z.array(apiKeyParams),
  authenticators: z.array(z.unknown()).max(0, "passkeys are not supported by the local provider").optional(),
  oauthProviders: z.array(z.looseObject({ providerName: z.string().min(1), oidcToken: z.string().min(1) })).optional(),
  userTags: z.array(z.string()).optional(),
});

const walletAccountParams = z.looseObject({
  curve: z.literal("CURVE_SECP256K1"),
  pathFormat: z.literal("PATH_FORMAT_BIP32"),
  path: z.string(),
  addressFormat: z.literal("ADDRESS_FORMAT_ETHEREUM"),
});

export const walletParams = z.looseObject({
  walletName: z.string().min(1),
  accounts: z.array(walletAccountParams).min(1),
  mnemonicLength: z.number().int().optional(),
});

export const createSubOrganization = z.looseObject({
  subOrganizationName: z.string().min(1),
  rootUsers: z.array(userParams).min(1),
  rootQuorumThreshold: z.number().int().min(1),
  wallet: walletParams.optional(),
});

export const createUsers = z.looseObject({ users: z.array(userParams).min(1) });
export const createApiKeys = z.looseObject({ apiKeys: z.array(apiKeyParams).min(1), userId: z.string().min(1) });
export const createPolicies = z.looseObject({
  policies: z
    .array(
      z.looseObject({
        policyName: z.string().min(1),
        effect: z.enum(["EFFECT_ALLOW", "EFFECT_DENY"]),
        consensus: z.string().optional(),
        condition: z.string().optional(),
        notes: z.string().default(""),
      }),
    )
    .min(1),
});

export const updateRootQuorum = z.looseObject({ threshold: z.number().int().min(1), userIds: z.array(z.string().min(1)).min(1) });

export const signTransaction = z.looseObject({
  signWith: z.string().min(1),
  unsignedTransaction: z.string().min(1),
  type: z.literal("TRANSACTION_TYPE_ETHEREUM"),
});

const sessionOptions = { expirationSeconds: seconds.optional(), invalidateExisting: z.boolean().optional() };
export const stampLogin = z.looseObject({ publicKey: compressedP256, ...sessionOptions });
export const oauthLogin = z.looseObject({ oidcToken: z.string().min(1), publicKey: compressedP256, ...sessionOptions });
export const oauth = z.looseObject({ oidcToken: z.string().min(1), targetPublicKey: anyP256, apiKeyName: z.string().optional(), ...sessionOptions });
export const createReadWriteSession = z.looseObject({
  targetPublicKey: anyP256,
  userId: z.string().optional(),
  apiKeyName: z.string().optional(),
  ...sessionOptions,
});

export const initOtp = z.looseObject({
  otpType: z.literal("OTP_TYPE_EMAIL", "only OTP_TYPE_EMAIL is supported by the local provider"),
  contact: emailSchema,
  appName: z.string().min(1),
  otpLength: z.number().int().min(6).max(9).optional(),
  alphanumeric: z.boolean().optional(),
  expirationSeconds: seconds.optional(),
});
export const verifyOtp = z.looseObject({ otpId: z.string().min(1), encryptedOtpBundle: z.string().min(1), expirationSeconds: seconds.optional() });
export const otpLogin = z.looseObject({
  verificationToken: z.string().min(1),
  publicKey: compressedP256,
  clientSignature: z.looseObject({
    publicKey: compressedP256,
    scheme: z.literal("CLIENT_SIGNATURE_SCHEME_API_P256"),
    message: z.string(),
    signature: z.string().regex(/^[0-9a-fA-F]{128}$/, "must be a raw r‖s signature in hex"),
  }),
  ...sessionOptions,
});

/** Parses parameters with the schema, or throws Turnkey's 400 naming the first problem. */
export function parseParameters<Schema extends z.ZodType>(schema: Schema, parameters: unknown): z.output<Schema> {
  const parsed = schema.safeParse(parameters);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`invalid request: parameters.${issue?.path.join(".") ?? ""}: ${issue?.message ?? "malformed"}`);
}
