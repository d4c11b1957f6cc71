import useSWR from "swr";
import { readProviderAccount } from "../../api/user-auth";
import type { SignedIn } from "../../api/wallet-sign-in";
import { useWalletSession } from "../../app/wallet-session";
import PasskeysSection from "../../components/account/PasskeysSection";
import PageIntro from "../../components/page-intro/PageIntro";
import Spinner from "../../components/spinner/Spinner";
import ApiKeysSection from "./ApiKeysSection";
import LinkedAccountsSection from "./LinkedAccountsSection";
import ProfileSection from "./ProfileSection";
import SessionsSection from "./SessionsSection";

const DESCRIPTION =
  "Your name, sign-in e-mail, phone number, linked Google account, API keys and sessions. Changes are signed in this browser by your own wallet key and sent straight to the wallet provider.";

/** /account: the signed-in user's account settings. */
export default function AccountPage() {
  const session = useWalletSession();
  return (
    <section className="page tool-page account-page">
      <PageIntro title="Account" description={DESCRIPTION} />
      {session.status === "loading" && <Spinner label="Opening your account" />}
      {session.status === "signed-out" && (
        <section className="tool-empty" aria-labelledby="account-signed-out">
          <h2 id="account-signed-out">Sign in to manage your account</h2>
          <p>Your account settings are kept with your wallet: sign in with Google or an e-mail code to see them.</p>
          <button type="button" className="button button-primary" onClick={session.openSignIn}>
            Sign in
          </button>
        </section>
      )}
      {session.status === "signed-in" && session.signedIn && <AccountSettings signedIn={session.signedIn} />}
    </section>
  );
}

function AccountSettings({ signedIn }: { signedIn: SignedIn }) {
  const { config } = useWalletSession();
  const account = useSWR(config ? ["provider-account", signedIn.user.id] : null, () => readProviderAccount(config!.turnkey), { revalidateOnFocus: false });
  if (account.error) {
    return (
      <p className="tool-error" role="alert">
        Your account could not be read from the wallet provider: {(account.error as Error).message}
      </p>
    );
  }
  if (!account.data) return <Spinner label="Reading your account from the wallet provider" />;
  const refresh = () => account.mutate();
  return (
    <div className="account-sections">
      <ProfileSection account={account.data} signedIn={signedIn} onSaved={refresh} />
      <LinkedAccountsSection account={account.data} onChanged={refresh} />
      <div className="tool-card account-card">
        <PasskeysSection />
      </div>
      <ApiKeysSection account={account.data} onChanged={refresh} />
      <SessionsSection signedIn={signedIn} />
    </div>
  );
}
