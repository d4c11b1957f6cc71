import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import WalletActivityTable from "../../components/wallet/WalletActivityTable";

const DESCRIPTION =
  "Your wallet's trades, the HYPE and tokens it sent and received, newest first, from the index (a few seconds behind the chain). Amounts are exact.";

/** The signed-in wallet's activity, paged newest first with Older / Newer. */
export default function WalletActivityPage() {
  const session = useWalletSession();
  if (session.status === "loading") return null;
  if (!session.signedIn) {
    return (
      <section className="page list-page">
        <PageIntro title="Wallet activity" description={DESCRIPTION} />
        <p className="page-note">Sign in to see your wallet's activity.</p>
        <button type="button" className="button button-outline" onClick={session.openSignIn}>
          Sign in
        </button>
      </section>
    );
  }
  return (
    <section className="page list-page">
      <PageIntro title="Wallet activity" description={DESCRIPTION} subject={{ label: "Wallet", value: session.signedIn.wallet.address }} />
      <WalletActivityTable signedIn={session.signedIn} />
    </section>
  );
}
