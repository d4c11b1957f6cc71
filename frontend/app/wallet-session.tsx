// The signed-in person of this browser, as React state: our API's tokens, their wallet, and the wallet
// provider's session. Sessions follow spec 3 and 4: valid while their expiry is later than now,
// refreshed before they expire, deleted when expired; logout deletes the stored client type and session.
// Only who is signed in is stored; the access token lives in memory, renewed on load through the
// HttpOnly refresh cookie that no script here can read. The calls themselves are frontend/api/wallet-sign-in.ts.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { AuthConfig, AuthUser, EmailCodeResponse } from "../../shared/schemas/auth";
import { useAuthConfig } from "../api/auth";
import { plainSessionError } from "../api/session-errors";
import {
  codeSignIn,
  continueWithGoogle,
  endSignIn,
  googleSignIn,
  type Profile,
  passkeySignIn,
  renewSession,
  resumeSession,
  type SignedIn,
  sendSignInCode,
  sessionExpiry,
} from "../api/wallet-sign-in";

const STORAGE_KEY = "lqscan.auth";
/** Sessions and tokens are renewed this long before they expire. */
const REFRESH_MARGIN_MS = 60_000;
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

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
      await endSignIn(config, wasSignedIn);
    },
    [config, keep],
  );

  useResumeOnLoad(config, configError, keep, signOut, setStatus);
  useRenewBeforeExpiry(config, signedIn, keep, signOut);

  const finish = useCallback(
    (next: SignedIn) => {
      setNotice(undefined);
      setSignInOpen(false);
      keep(next);
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
      continueWithGoogle: (returnTo) => continueWithGoogle(need(), returnTo),
      completeGoogleSignIn: async (idToken) => finish(await googleSignIn(need(), idToken)),
      sendCode: sendSignInCode,
      signInWithCode: async (sent, code, newWallet) => finish(await codeSignIn(need(), sent, code, newWallet)),
      signInWithPasskey: async () => finish(await passkeySignIn(need())),
      signOut: (why) => signOut(why),
      updateUser: (user) => {
        if (signedIn) keep({ ...signedIn, user });
      },
    };
  }, [status, signedIn, config, notice, signInOpen, passkeysOpen, finish, signOut, keep]);

  return <WalletSessionContext.Provider value={session}>{children}</WalletSessionContext.Provider>;
}

type Keep = (next: SignedIn | undefined) => void;
type SignOut = (why?: string) => Promise<void>;

/** On load: a stored sign-in counts only while the provider's session is valid and the cookie renews the access token. */
function useResumeOnLoad(config: AuthConfig | undefined, configError: unknown, keep: Keep, signOut: SignOut, setStatus: (status: Status) => void) {
  useEffect(() => {
    if (configError) setStatus("signed-out");
    if (!config) return;
    const stored = readStored();
    if (!stored) {
      setStatus("signed-out");
      return;
    }
    void resumeSession(config)
      .then((token) => (token === "expired" ? void signOut(SESSION_EXPIRED) : keep({ ...stored, ...token })))
      .catch((error: Error) => void signOut(plainSessionError(error.message)));
  }, [config, configError, keep, signOut, setStatus]);
}

/** Renews the provider's session and our tokens before either expires; a failed renewal signs out with its reason. */
function useRenewBeforeExpiry(config: AuthConfig | undefined, signedIn: SignedIn | undefined, keep: Keep, signOut: SignOut) {
  useEffect(() => {
    if (!config || !signedIn) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void sessionExpiry(config).then((expiresAt) => {
      if (cancelled) return;
      if (expiresAt === undefined) return void signOut(SESSION_EXPIRED);
      const due = Math.min(expiresAt, signedIn.accessExpiresAt) - REFRESH_MARGIN_MS;
      timer = setTimeout(
        async () => {
          try {
            const token = await renewSession(config);
            if (!cancelled) keep({ ...signedIn, ...token });
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
}

export function useWalletSession(): WalletSession {
  const session = useContext(WalletSessionContext);
  if (!session) throw new Error("useWalletSession needs a WalletSessionProvider");
  return session;
}
