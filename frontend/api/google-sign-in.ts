// Google sign-in by redirect (OpenID Connect's implicit flow, response_type=id_token): the id token
// comes back in the URL fragment of /auth/callback, its nonce the sha256 of this browser's session key.
import type { AuthConfig } from "../../shared/schemas/auth";

export const CALLBACK_PATH = "/auth/callback";
const PENDING_KEY = "lqscan.googleSignIn";

/** "link": the account page links the Google account to the signed-in wallet instead of signing in. */
export type GoogleMode = "sign-in" | "link";
type Pending = { state: string; returnTo: string; mode?: GoogleMode };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Leaves for the issuer's account picker; `returnTo` is where the person comes back to once signed in. */
export async function redirectToGoogle(google: AuthConfig["google"], sessionPublicKey: string, returnTo: string, mode: GoogleMode = "sign-in"): Promise<void> {
  const pending: Pending = { state: crypto.randomUUID(), returnTo, mode };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(google.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    response_type: "id_token",
    scope: "openid email profile",
    nonce: await sha256Hex(sessionPublicKey),
    state: pending.state,
    prompt: "select_account",
  }).toString();
  window.location.assign(url.toString());
}

export type GoogleRedirect = { ok: true; idToken: string; returnTo: string; mode: GoogleMode } | { ok: false; message: string };

/** The id token of the redirect back, if it answers this browser's own request (its state). */
export function readGoogleRedirect(hash: string): GoogleRedirect {
  const stored = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const pending = stored ? (JSON.parse(stored) as Pending) : undefined;
  if (params.get("error")) return { ok: false, message: `Google sign-in was not completed (${params.get("error")}).` };
  const idToken = params.get("id_token");
  if (!pending || !idToken || params.get("state") !== pending.state) {
    return { ok: false, message: "This sign-in did not start in this browser. Please sign in again." };
  }
  return { ok: true, idToken, returnTo: pending.returnTo, mode: pending.mode ?? "sign-in" };
}
