import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import Spinner from "../../components/spinner/Spinner";
import BotDashboard from "./BotDashboard";

export default function TradingBotPage() {
  const session = useWalletSession();
  return (
    <section className="page tool-page">
      <PageIntro
        title="Trading Bot"
        description="Rules that trade LiquidLaunch tokens from your own embedded wallet while you are away: limit orders, take-profit and stop-loss, trailing stops, DCA, copy-trading and sniping, each within the caps you set."
      />
      {session.status === "loading" && <Spinner label="Checking your sign-in" />}
      {session.status === "signed-out" && <BotIntro onSignIn={session.openSignIn} />}
      {session.signedIn && <BotDashboard signedIn={session.signedIn} />}
    </section>
  );
}

/** Signed out: what the bot does, with an example, and sign-in. */
function BotIntro({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section className="tool-empty" aria-labelledby="bot-intro">
      <h2 id="bot-intro">Sign in to arm your first rule</h2>
      <ul>
        <li>Example: "buy 1 HYPE of PURR when its price falls to 0.00002 HYPE, within 2 % slippage, at most 1 HYPE in all, for 24 hours".</li>
        <li>Every rule runs on the chain's committed trades, sends through the same path as the trade panel and is signed by a key that may only trade.</li>
        <li>Every automated snipe is checked by the token sniffer first; an order on a curve token carries on on its HyperSwap pair after it graduates.</li>
        <li>Each rule has an expiry, a slippage tolerance and a spend cap; the bot has a daily cap and a pause-all switch. Every send and skip is logged.</li>
      </ul>
      <button type="button" className="button button-primary" onClick={onSignIn}>
        Sign in
      </button>
    </section>
  );
}
