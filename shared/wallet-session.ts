// The embedded wallet's session and key settings of spec section 9.

export const SESSION_DEFAULT_EXPIRY_SECONDS = 900;
export const ACTIVITY_POLLING = { intervalMs: 1000, retries: 3 } as const;
export const STAMP_HEADER = "X-Stamp";
export const KEY_CURVE = { curve: "P-256", hash: "SHA-256" } as const;
export const SIGNATURE_SCHEME = "SIGNATURE_SCHEME_TK_API_P256";
export const SIGNATURE_MAX_LENGTH = 132;

export const PASSKEY = {
  algorithms: [-7, -257],
  residentKey: "required",
  userVerification: "preferred",
  timeoutMs: 300_000,
} as const;
