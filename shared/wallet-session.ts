// The embedded wallet's session and key settings of spec section 9.

/** The embedded wallet's one account, as Turnkey is asked to derive it: Ethereum's m/44'/60'/0'/0/0. */
export const ETHEREUM_ACCOUNT = {
  curve: "CURVE_SECP256K1",
  pathFormat: "PATH_FORMAT_BIP32",
  path: "m/44'/60'/0'/0/0",
  addressFormat: "ADDRESS_FORMAT_ETHEREUM",
} as const;

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
