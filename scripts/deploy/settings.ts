import { randomBytes } from "node:crypto";

// What a production deploy needs beyond the bindings: plain vars (visible in the dashboard) and secrets
// (`wrangler secret`). workers/env.d.ts says what each one does.

export type Setting = {
  name: string;
  secret: boolean;
  /** A missing required setting is asked for (or taken from the environment); an optional one is left unset. */
  required: boolean;
  /** Offered when the operator presses enter. */
  fallback?: string;
  /** Random values the operator never needs to know: generated instead of asked. */
  generate?: () => string;
};

const random32 = () => randomBytes(32).toString("hex");

export const PRODUCTION_SETTINGS: readonly Setting[] = [
  { name: "TURNKEY_API_BASE_URL", secret: false, required: true, fallback: "https://api.turnkey.com" },
  { name: "TURNKEY_ORGANIZATION_ID", secret: false, required: true },
  { name: "GOOGLE_CLIENT_ID", secret: false, required: true },
  // Unset: the chain config's public RPC, the passkeys' host and the head at the first run.
  { name: "RPC_URL", secret: false, required: false },
  // Unset: the indexer polls; set (the node's ws:// or wss:// endpoint), it follows newHeads and polls as a fallback.
  { name: "RPC_WS_URL", secret: false, required: false },
  { name: "PASSKEY_RP_ID", secret: false, required: false },
  { name: "INDEXER_START_BLOCK", secret: false, required: false },
  { name: "TURNKEY_API_PUBLIC_KEY", secret: true, required: true },
  { name: "TURNKEY_API_PRIVATE_KEY", secret: true, required: true },
  { name: "TURNKEY_TRADING_API_PUBLIC_KEY", secret: true, required: true },
  { name: "TURNKEY_TRADING_API_PRIVATE_KEY", secret: true, required: true },
  { name: "AUTH_JWT_SECRET", secret: true, required: true, generate: random32 },
  { name: "REACTION_SESSION_SECRET", secret: true, required: true, generate: random32 },
  { name: "UPSTASH_REDIS_REST_URL", secret: false, required: false },
  { name: "UPSTASH_REDIS_REST_TOKEN", secret: true, required: false },
];

/** The settings still to supply: required, not yet set on the worker (secrets) or saved (vars). */
export function missingSettings(known: ReadonlySet<string>): Setting[] {
  return PRODUCTION_SETTINGS.filter((setting) => setting.required && !known.has(setting.name));
}
