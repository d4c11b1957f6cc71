import { Link } from "react-router-dom";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { useWalletSession } from "../../app/wallet-session";
import SignedInPanel from "./SignedInPanel";

type Props = {
  tokenAddress: string;
  symbol: string;
  /** The pair's newest trade from its live feed: the quote follows the price, the position the wallet's own trades. */
  latestTrade: SwapActivity | undefined;
};

/** Buy and sell the pair's token from the signed-in user's embedded wallet; signed out, it offers sign-in. */
export default function TradePanel({ tokenAddress, symbol, latestTrade }: Props) {
  const session = useWalletSession();
  return (
    <section className="trade-panel" aria-label="Trade">
      {session.signedIn ? (
        <>
          <SignedInPanel signedIn={session.signedIn} tokenAddress={tokenAddress} symbol={symbol} latestTrade={latestTrade} />
          {/* The trading bot's rule form, prefilled with this token. */}
          <Link className="button trade-set-order" to={`/trading-bot?kind=limit-buy&token=${tokenAddress}`}>
            Set an order
          </Link>
        </>
      ) : (
        <div className="trade-signed-out">
          <p>Sign in to buy and sell {symbol} from your own wallet.</p>
          <button type="button" className="button button-primary" onClick={session.openSignIn} disabled={session.status === "loading"}>
            Sign in to trade
          </button>
        </div>
      )}
    </section>
  );
}
