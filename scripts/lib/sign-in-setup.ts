import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateP256KeyPair } from "@turnkey/crypto";
import { type SignInServices, startSignInServices } from "../../devnet/sign-in-services";
import type { Progress } from "../../processes/progress";

// Sign-in for the worker: the wallet provider (Turnkey, or the devnet's local one), the OpenID issuer
// (Google, or the devnet's stand-in) and the worker's secrets. Secrets reach wrangler through an env file
// in the state folder (--env-file), never as --var, so they stay out of [vars], command lines and logs.

/** The OAuth client id on the devnet's issuer, which accepts any. */
export const DEVNET_CLIENT_ID = "lqscan-devnet";

export type SignInSetup = {
  /** Plain configuration, passed as --var. */
  vars: Record<string, string>;
  /** The worker's secrets (TURNKEY_API_PRIVATE_KEY, AUTH_JWT_SECRET, …), for --env-file. */
  envFile: string;
  /** The devnet's local provider and issuer, when they run. */
  services?: SignInServices;
};

export type SignInSetupOptions = {
  stateDir: string;
  /** The local provider and issuer run on the devnet only, unless a real Turnkey organization is configured. */
  devnet: boolean;
  providerPort: number;
  oidcPort: number;
  progress: Progress;
};

type Secrets = Record<string, string>;

/**
 * The generated secrets are kept in the state folder, so sessions and the provider's root key survive a
 * restart; a real Turnkey key comes from the environment (TURNKEY_API_BASE_URL, TURNKEY_ORGANIZATION_ID,
 * TURNKEY_API_PUBLIC_KEY, TURNKEY_API_PRIVATE_KEY), a real Google client from GOOGLE_CLIENT_ID.
 */
export async function prepareSignIn(options: SignInSetupOptions): Promise<SignInSetup> {
  const dir = join(options.stateDir, "secrets");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const generated = generatedSecrets(join(dir, "generated.env"));
  const realTurnkey = realTurnkeyFromEnv();
  const googleClientId = process.env.GOOGLE_CLIENT_ID;
  const vars: Record<string, string> = {};
  let services: SignInServices | undefined;
  if (realTurnkey) {
    vars.TURNKEY_API_BASE_URL = realTurnkey.TURNKEY_API_BASE_URL!;
    vars.TURNKEY_ORGANIZATION_ID = realTurnkey.TURNKEY_ORGANIZATION_ID!;
  } else if (options.devnet) {
    services = await options.progress.step("wallet provider and sign-in issuer", () =>
      startSignInServices({
        providerPort: options.providerPort,
        oidcPort: options.oidcPort,
        dataDir: options.stateDir,
        rootApiPublicKey: generated.TURNKEY_API_PUBLIC_KEY!,
      }),
    );
    vars.TURNKEY_API_BASE_URL = services.provider.url;
    vars.TURNKEY_ORGANIZATION_ID = services.provider.organizationId;
    vars.TURNKEY_OTP_SIGNER_PUBLIC_KEY = services.provider.otpSignerPublicKey;
    vars.TURNKEY_SIGNER_PUBLIC_KEY = services.provider.signerPublicKey;
    vars.TURNKEY_NOTARIZER_PUBLIC_KEY = services.provider.notarizerPublicKey;
  }
  if (googleClientId) vars.GOOGLE_CLIENT_ID = googleClientId;
  else if (services) {
    vars.GOOGLE_CLIENT_ID = DEVNET_CLIENT_ID;
    vars.OIDC_ISSUER = services.issuer.url;
  }
  const envFile = join(dir, "worker.env");
  const secrets: Secrets = {
    AUTH_JWT_SECRET: generated.AUTH_JWT_SECRET!,
    REACTION_SESSION_SECRET: generated.REACTION_SESSION_SECRET!,
    TURNKEY_API_PUBLIC_KEY: realTurnkey?.TURNKEY_API_PUBLIC_KEY ?? generated.TURNKEY_API_PUBLIC_KEY!,
    TURNKEY_API_PRIVATE_KEY: realTurnkey?.TURNKEY_API_PRIVATE_KEY ?? generated.TURNKEY_API_PRIVATE_KEY!,
    TURNKEY_TRADING_API_PUBLIC_KEY: process.env.TURNKEY_TRADING_API_PUBLIC_KEY ?? generated.TURNKEY_TRADING_API_PUBLIC_KEY!,
    TURNKEY_TRADING_API_PRIVATE_KEY: process.env.TURNKEY_TRADING_API_PRIVATE_KEY ?? generated.TURNKEY_TRADING_API_PRIVATE_KEY!,
  };
  writeFileSync(envFile, envText(secrets), { mode: 0o600 });
  return { vars, envFile, ...(services ? { services } : {}) };
}

function realTurnkeyFromEnv(): Secrets | undefined {
  const names = ["TURNKEY_API_BASE_URL", "TURNKEY_ORGANIZATION_ID", "TURNKEY_API_PUBLIC_KEY", "TURNKEY_API_PRIVATE_KEY"];
  const given = names.filter((name) => process.env[name]);
  if (given.length === 0) return undefined;
  if (given.length < names.length)
    throw new Error(`a real Turnkey organization needs all of ${names.join(", ")}; missing ${names.filter((name) => !given.includes(name)).join(", ")}`);
  return Object.fromEntries(names.map((name) => [name, process.env[name]!]));
}

/**
 * The backend's key for the local provider, the trading key (any provider: it is added to each user's
 * sub-organization) and the access tokens' signing secret, each made once.
 */
function generatedSecrets(file: string): Secrets {
  const secrets = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const before = Object.keys(secrets).length;
  for (const prefix of ["TURNKEY_API", "TURNKEY_TRADING_API"]) {
    if (secrets[`${prefix}_PUBLIC_KEY`]) continue;
    const key = generateP256KeyPair();
    secrets[`${prefix}_PUBLIC_KEY`] = key.publicKey;
    secrets[`${prefix}_PRIVATE_KEY`] = key.privateKey;
  }
  secrets.AUTH_JWT_SECRET ??= randomBytes(32).toString("hex");
  secrets.REACTION_SESSION_SECRET ??= randomBytes(32).toString("hex");
  if (Object.keys(secrets).length !== before) writeFileSync(file, envText(secrets), { mode: 0o600 });
  return secrets;
}

const envText = (secrets: Secrets) =>
  Object.entries(secrets)
    .map(([name, value]) => `${name}=${value}\n`)
    .join("");

function parseEnv(text: string): Secrets {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}
