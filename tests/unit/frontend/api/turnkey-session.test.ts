import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// Spec 5's session rules, through Turnkey's own browser SDK: a session counts only while its expiry is
// later than now (an expired one is deleted), logout deletes the stored client type and the session, and
// each refresh or login rule's message reaches the person in plain words (frontend/api/session-errors.ts).

const storage = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: (index: number) => [...storage.keys()][index] ?? null,
  get length() {
    return storage.size;
  },
};
// The SDK binds window.localStorage when it loads: the page's storage must exist first.
Object.assign(globalThis, { window: { localStorage, location: { hostname: "localhost" } } });

const SESSION_KEY = "@turnkey/session/v2";
const CLIENT_KEY = "@turnkey/client";
const config = { apiBaseUrl: "http://127.0.0.1:9", organizationId: "parent-org", otpSignerPublicKey: null, signerPublicKey: null };

let sdk: typeof import("@turnkey/sdk-browser");
let session: typeof import("../../../../frontend/api/turnkey-session");
let plainSessionError: typeof import("../../../../frontend/api/session-errors").plainSessionError;

beforeAll(async () => {
  sdk = await import("@turnkey/sdk-browser");
  session = await import("../../../../frontend/api/turnkey-session");
  ({ plainSessionError } = await import("../../../../frontend/api/session-errors"));
  // The SDK is large: its first load takes a while on a busy machine.
}, 120_000);

beforeEach(() => storage.clear());

/** A session JWT as the provider stores it for the browser (the SDK reads it unverified). */
function sessionJwt(expiresInSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    public_key: `02${"ab".repeat(32)}`,
    session_type: "SESSION_TYPE_READ_WRITE",
    user_id: "user-1",
    organization_id: "sub-org-1",
  };
  return `${part({ alg: "ES256", typ: "JWT" })}.${part(claims)}.signature`;
}

/** The message the SDK throws for the call. */
async function thrown(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the SDK did not refuse");
}

const browserClient = () => new sdk.TurnkeyBrowserClient({ stamper: new sdk.ApiKeyStamper({ apiPublicKey: "02", apiPrivateKey: "01" }), ...urls });
const urls = { apiBaseUrl: config.apiBaseUrl, organizationId: config.organizationId };

describe("a stored session", () => {
  it("counts while its expiry is later than now", async () => {
    storage.set(SESSION_KEY, JSON.stringify(sessionJwt(60)));
    expect(await session.validSession(config)).toMatchObject({ userId: "user-1", organizationId: "sub-org-1" });
    expect(storage.has(SESSION_KEY)).toBe(true);
  });

  it("is deleted once expired", async () => {
    storage.set(SESSION_KEY, JSON.stringify(sessionJwt(-1)));
    expect(await session.validSession(config)).toBeUndefined();
    expect(storage.has(SESSION_KEY)).toBe(false);
  });

  it("goes at logout with the stored client type", async () => {
    storage.set(SESSION_KEY, JSON.stringify(sessionJwt(600)));
    storage.set(CLIENT_KEY, JSON.stringify("indexed-db"));
    await session.endSession(config);
    expect(storage.has(SESSION_KEY)).toBe(false);
    expect(storage.has(CLIENT_KEY)).toBe(false);
  });
});

describe("refresh and login rules, in plain words", () => {
  const cases: [string, () => Promise<unknown>, string, string][] = [
    [
      "an unknown session type",
      () => browserClient().refreshSession({ sessionType: "SESSION_TYPE_OTHER" as never }),
      "Invalid session type passed",
      "Your sign-in is of a kind this app cannot renew. Please sign in again.",
    ],
    [
      "a read-only session refreshed without a passkey",
      () => browserClient().refreshSession({ sessionType: sdk.SessionType.READ_ONLY }),
      "You must use a passkey client to refresh a read-only session.",
      "This session came from a passkey and only the passkey can renew it. Please sign in with your passkey again.",
    ],
    [
      "an embedded (iframe) key that is missing",
      () =>
        new sdk.TurnkeyIframeClient({ stamper: { getEmbeddedPublicKey: async () => null } as never, ...urls }).refreshSession({
          sessionType: sdk.SessionType.READ_WRITE,
        }),
      "Unable to refresh session: missing target public key.",
      "Your session could not be renewed: this browser's sign-in key is missing. Please sign in again.",
    ],
    [
      "a read-write refresh by another kind of client",
      () => browserClient().refreshSession({ sessionType: sdk.SessionType.READ_WRITE }),
      "Unsupported client type for read-write session refresh.",
      "Your session could not be renewed in this browser. Please sign in again.",
    ],
    [
      "a passkey read-write login without the browser's key",
      () =>
        new sdk.TurnkeyPasskeyClient({ stamper: new sdk.WebauthnStamper({ rpId: "localhost" }), ...urls }).loginWithPasskey({
          sessionType: sdk.SessionType.READ_WRITE,
        }),
      "Unable to log in with the provided passkey: Error: You must provide a publicKey to create a passkey read write session.",
      "Passkey sign-in needs a sign-in key from this browser, and none could be made. Please try again.",
    ],
    [
      "a wallet read-write login without the browser's key",
      () => browserClient().loginWithWallet({ sessionType: sdk.SessionType.READ_WRITE }),
      "You must provide a publicKey to create a read-write session.",
      "Signing in needs a sign-in key from this browser, and none could be made. Please try again.",
    ],
  ];

  it.each(cases)("%s", async (_what, call, sdkMessage, plain) => {
    const message = await thrown(call);
    expect(message).toContain(sdkMessage);
    expect(plainSessionError(message)).toBe(plain);
  });

  it("says what else went wrong with a passkey login in plain words too", () => {
    expect(
      plainSessionError(
        "Unable to log in with the provided passkey: Error: Turnkey error 16: could not find the authenticator in organization or its parent organization",
      ),
    ).toBe("This passkey does not belong to any lqscan wallet. Sign in with e-mail or Google, then add it.");
    expect(plainSessionError("Unable to log in with the provided passkey: NotAllowedError: The operation either timed out or was not allowed.")).toBe(
      "The passkey request was cancelled or timed out. Please try again.",
    );
  });
});
