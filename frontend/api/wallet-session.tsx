// The signed-in person of this browser: our API's tokens, their wallet, and the wallet provider's session
// (turnkey-session.ts). Sessions follow spec 3 and 4: valid while their expiry is later than now,
// refreshed before they expire, deleted when expired; logout deletes the stored client type and session.
// Only who is signed in is stored; the access token lives in memory, renewed on load through the
// HttpOnly refresh cookie that no script here can read.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { AuthConfig, AuthResponse, AuthTokens, AuthUser, EmailCodeResponse } from "../../shared/schemas/auth";
import {
  messageOf,
  postEmailCode,
  postEmailLogin,
  postEmailVerify,
  postGoogleSignIn,
  postLogout,
  postPasskeySignIn,
  postRefresh,
  postRegister,
  useAuthConfig,
} from "./auth";
import { redirectToGoogle } from "./google-sign-in";
import { plainSessionError } from "./session-errors";

// Turnkey's SDK is loaded when a session is checked or started, not with the first page.
const provider = () => import("./turnkey-session");
const passkeys = () => import("./passkey-session");

const STORAGE_KEY = "lqscan.auth";
/** Sessions and tokens are renewed this long before they expire. */
const REFRESH_MARGIN_MS = 60_000;
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

/** Who is signed in, as kept in localStorage: no token. */
type Profile = { user: AuthUser; wallet: { address: string; walletId: string; subOrganizationId: string } };

export type SignedIn = Profile & {
  accessToken: string;
  /** When the access token expires (ms). */
  accessExpiresAt: number;
};

type Status = "loading" | "signed-out" | "signed-in";

export type WalletSession = {
  status: Status;
  signedIn: SignedIn | undefined;
  config: AuthConfig | undefined;
  /** Why the person was signed out (an expired session, a failed refresh), until they sign in again. */
  notice: string | undefined;
  signInOpen: boolean;
  openSignIn: () => void;
  closeSignIn: () => void;
  /** The passkeys dialog the wallet menu opens (it outlives the menu, which closes). */
  passkeysOpen: boolean;
  openPasskeys: () => void;
  closePasskeys: () => void;
  continueWithGoogle: (returnTo: string) => Promise<void>;
  completeGoogleSignIn: (idToken: string) => Promise<void>;
  sendCode: (email: string) => Promise<EmailCodeResponse>;
  /** Signs in with the mailed code; an address without a wallet gets one (with the optional name). */
  signInWithCode: (sent: EmailCodeResponse, code: string, newWallet: { email: string; name: string }) => Promise<void>;
  /** Signs in with a passkey the browser offers (a discoverable credential added to an account before). */
  signInWithPasskey: () => Promise<void>;
  signOut: (notice?: string) => Promise<void>;
  /** The account page changed the user's name or e-mail. */
  updateUser: (user: AuthUser) => void;
};

const WalletSessionContext = createContext<WalletSession | undefined>(undefined);

function readStored(): Profile | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Profile) : undefined;
  } catch {
    return undefined;
  }
}

function signedInFrom(response: AuthResponse): SignedIn {
  return {
    user: response.user,
    wallet: { address: response.result.address, walletId: response.result.walletId, subOrganizationId: response.result.subOrganizationId },
    ...tokenFields(response.tokens),
  };
}

function tokenFields(tokens: AuthTokens) {
  return { accessToken: tokens.accessToken, accessExpiresAt: Date.now() + tokens.expiresIn * 1000 };
}

/** Throws the API's message of a failed answer, or hands back its data. */
function dataOf<T>(result: { ok: true; data: T } | ({ ok: false } & Parameters<typeof messageOf>[0])): T {
  if (!result.ok) throw new Error(messageOf(result));
  return result.data;
}

export function WalletSessionProvider({ children }: { children: ReactNode }) {
  const { data: config, error: configError } = useAuthConfig();
  const [status, setStatus] = useState<Status>("loading");
  const [signedIn, setSignedIn] = useState<SignedIn | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [signInOpen, setSignInOpen] = useState(false);
  const [passkeysOpen, setPasskeysOpen] = useState(false);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const keep = useCallback((next: SignedIn | undefined) => {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: next.user, wallet: next.wallet } satisfies Profile));
    else localStorage.removeItem(STORAGE_KEY);
    setSignedIn(next);
    setStatus(next ? "signed-in" : "signed-out");
  }, []);

  const signOut = useCallback(
    async (why?: string) => {
      const wasSignedIn = signedInRef.current !== undefined || readStored() !== undefined;
      keep(undefined);
      setNotice(why);
      if (why) setSignInOpen(true);
      await Promise.allSettled([
        wasSignedIn ? postLogout() : Promise.resolve(),
        config ? provider().then(({ endSession }) => endSession(config.turnkey)) : Promise.resolve(),
      ]);
    },
    [config, keep],
  );

  // On load: a stored sign-in counts only while the provider's session is valid and the cookie renews the access token.
  useEffect(() => {
    if (configError) setStatus("signed-out");
    if (!config) return;
    const stored = readStored();
    if (!stored) {
      setStatus("signed-out");
      return;
    }
    void provider()
      .then(({ validSession }) => validSession(config.turnkey))
      .then(async (session) => {
        if (!session) return void signOut(SESSION_EXPIRED);
        const refreshed = await postRefresh();
        // A sign-in that ended elsewhere (logout, revoked, expired) is an expired session to the person.
        if (!refreshed.ok && refreshed.status === 401) return void signOut(SESSION_EXPIRED);
        keep({ ...stored, ...tokenFields(dataOf(refreshed)) });
      })
      .catch((error: Error) => void signOut(plainSessionError(error.message)));
  }, [config, configError, keep, signOut]);

  // Renew the provider's session and our tokens before either expires; a failed renewal signs out with its reason.
  useEffect(() => {
    if (!config || !signedIn) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void provider().then(async ({ validSession, refreshSession }) => {
      const session = await validSession(config.turnkey);
      if (cancelled) return;
      if (!session) return void signOut(SESSION_EXPIRED);
      const due = Math.min(session.expiry * 1000, signedIn.accessExpiresAt) - REFRESH_MARGIN_MS;
      timer = setTimeout(
        async () => {
          try {
            await refreshSession(config.turnkey);
            const tokens = dataOf(await postRefresh());
            if (!cancelled) keep({ ...signedIn, ...tokenFields(tokens) });
          } catch (error) {
            if (!cancelled) void signOut(plainSessionError((error as Error).message));
          }
        },
        Math.max(0, due - Date.now()),
      );
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [config, signedIn, keep, signOut]);

  const finish = useCallback(
    (response: AuthResponse) => {
      setNotice(undefined);
      setSignInOpen(false);
      keep(signedInFrom(response));
    },
    [keep],
  );

  const session = useMemo<WalletSession>(() => {
    const need = () => {
      if (!config) throw new Error("Sign-in is still loading. Please try again.");
      return config;
    };
    return {
      status,
      signedIn,
      config,
      notice,
      signInOpen,
      openSignIn: () => setSignInOpen(true),
      closeSignIn: () => setSignInOpen(false),
      passkeysOpen: passkeysOpen && signedIn !== undefined,
      openPasskeys: () => setPasskeysOpen(true),
      closePasskeys: () => setPasskeysOpen(false),
      continueWithGoogle: async (returnTo) => {
        const { turnkey, google } = need();
        const { freshSessionKey } = await provider();
        await redirectToGoogle(google, await freshSessionKey(turnkey), returnTo);
      },
      completeGoogleSignIn: async (idToken) => {
        const { turnkey } = need();
        const { sessionPublicKey, startSession } = await provider();
        const response = dataOf(await postGoogleSignIn({ idToken, targetPublicKey: await sessionPublicKey(turnkey) }));
        if (response.result.session) await startSession(turnkey, response.result.session);
        finish(response);
      },
      sendCode: async (email) => dataOf(await postEmailCode(email)),
      signInWithCode: async (sent, code, { email, name }) => {
        const { turnkey } = need();
        const { freshSessionKey, encryptCode, signLoginUse, startSession } = await provider();
        await freshSessionKey(turnkey);
        const encrypted = await encryptCode(turnkey, code.trim(), sent.otpEncryptionTargetBundle);
        const { verificationToken } = dataOf(await postEmailVerify(sent.otpId, encrypted));
        const clientSignature = await signLoginUse(turnkey, verificationToken);
        const login = await postEmailLogin(verificationToken, clientSignature.publicKey, clientSignature);
        // 404: the proven address has no wallet yet, and the same proof creates it.
        const response = dataOf(
          !login.ok && login.status === 404
            ? await postRegister({
                email,
                ...(name.trim() ? { name: name.trim() } : {}),
                targetPublicKey: clientSignature.publicKey,
                verificationToken,
                clientSignature,
              })
            : login,
        );
        if (response.result.session) await startSession(turnkey, response.result.session);
        finish(response);
      },
      signInWithPasskey: async () => {
        const { passkeySignInRequest } = await passkeys();
        finish(dataOf(await postPasskeySignIn(await passkeySignInRequest(need()))));
      },
      signOut: (why) => signOut(why),
      updateUser: (user) => {
        if (signedIn) keep({ ...signedIn, user });
      },
    };
  }, [status, signedIn, config, notice, signInOpen, passkeysOpen, finish, signOut, keep]);

  return <WalletSessionContext.Provider value={session}>{children}</WalletSessionContext.Provider>;
}

export function useWalletSession(): WalletSession {
  const session = useContext(WalletSessionContext);
  if (!session) throw new Error("useWalletSession needs a WalletSessionProvider");
  return session;
}
