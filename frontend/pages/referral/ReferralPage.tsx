import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { ADDRESS } from "../../../shared/schemas/primitives";
import { REFERRAL_DAYS } from "../../../shared/schemas/referral";
import { recordReferrer } from "../../app/referrer";
import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import ReferralStatsBox from "./ReferralStatsBox";

const DESCRIPTION =
  "lqscan is a trading app for HyperEVM: live charts of every launchpad curve and HyperSwap pair, the safety of each token, " +
  "and one-click trades from an embedded wallet.";

/** /ref/{address}: records the referrer for the visitor's next trades; the referrer signed in sees their link and its statistics. */
export default function ReferralPage() {
  const referrer = useParams().address ?? "";
  const session = useWalletSession();
  const own = session.signedIn?.wallet.address;
  const valid = ADDRESS.test(referrer);
  const isOwn = valid && own !== undefined && own.toLowerCase() === referrer.toLowerCase();
  useEffect(() => {
    if (session.status !== "loading") recordReferrer(referrer, own);
  }, [referrer, own, session.status]);

  return (
    <section className="page tool-page">
      <PageIntro title="Welcome to lqscan" description={DESCRIPTION} />
      {!valid ? (
        <p className="tool-error" role="alert">
          This referral link is broken: a referrer is 0x and 40 hexadecimal characters.
        </p>
      ) : isOwn ? (
        <ReferralStatsBox address={referrer.toLowerCase()} />
      ) : (
        <section className="tool-card referral-landing" aria-label="Referral">
          <p>
            You were referred by <span className="mono">{referrer.toLowerCase()}</span>. Your trades in the next {REFERRAL_DAYS} days name them as your
            referrer.
          </p>
          <Link className="button button-primary" to="/chart">
            Start trading
          </Link>
        </section>
      )}
    </section>
  );
}
