import { usePortfolio } from "../../api/portfolio";
import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import WalletActivityTable from "../../components/wallet/WalletActivityTable";
import PortfolioPositions from "./PortfolioPositions";

const DESCRIPTION =
  "Every token your wallet holds or traded, valued as the pair page's position box values it: value is what selling it all returns now " +
  "(the chain's quote, after fee and price impact), cost is what the tokens still held cost, PnL is net of trading fees.";

/** The signed-in wallet's positions with their totals, then its history, newest first. */
export default function PortfolioPage() {
  const session = useWalletSession();
  const address = session.signedIn?.wallet.address;
  const portfolio = usePortfolio(address);
  if (session.status === "loading") return null;
  if (!session.signedIn) {
    return (
      <section className="page list-page">
        <PageIntro title="Portfolio" description={DESCRIPTION} />
        <p className="page-note">Sign in to see your portfolio.</p>
        <button type="button" className="button button-outline" onClick={session.openSignIn}>
          Sign in
        </button>
      </section>
    );
  }
  const answer = portfolio.data;
  const error = portfolio.error !== undefined || (answer !== undefined && !answer.ok) ? "Your portfolio could not be loaded. Please try again." : null;
  return (
    <section className="page list-page">
      <PageIntro title="Portfolio" description={DESCRIPTION} subject={{ label: "Wallet", value: session.signedIn.wallet.address }} />
      <PortfolioPositions portfolio={answer?.ok ? answer.data : undefined} error={error} />
      <h2 className="folio-heading">History</h2>
      <WalletActivityTable signedIn={session.signedIn} />
    </section>
  );
}
