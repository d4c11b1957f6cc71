import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { readGoogleRedirect } from "../../api/google-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import Spinner from "../../components/spinner/Spinner";

/** Google sign-in's way back: the id token in the fragment signs the person in, then back where they were. */
export default function AuthCallbackPage() {
  const session = useWalletSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const started = useRef(false);
  const { config, completeGoogleSignIn, openSignIn, status, signedIn } = session;

  useEffect(() => {
    if (!config || status === "loading" || started.current) return;
    started.current = true;
    const redirect = readGoogleRedirect(location.hash);
    if (!redirect.ok) {
      setFailure(redirect.message);
      return;
    }
    const done =
      redirect.mode === "link"
        ? signedIn
          ? import("../../api/google-link").then(({ linkGoogleAccount }) => linkGoogleAccount(config, signedIn.accessToken, redirect.idToken))
          : Promise.reject(new Error("Sign in first, then link your Google account from the account page."))
        : completeGoogleSignIn(redirect.idToken);
    done.then(
      () => navigate(redirect.returnTo, { replace: true }),
      (error: Error) => setFailure(error.message),
    );
  }, [config, status, signedIn, completeGoogleSignIn, location.hash, navigate]);

  return (
    <section className="page">
      <PageIntro title="Signing in" description="Finishing your Google sign-in and opening your wallet." />
      {failure ? (
        <div className="sign-in-failure">
          <p className="form-error" role="alert">
            {failure}
          </p>
          <button type="button" className="button button-primary" onClick={openSignIn}>
            Sign in again
          </button>
        </div>
      ) : (
        <Spinner label="Signing in" />
      )}
    </section>
  );
}
