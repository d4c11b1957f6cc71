import { useTokenSafety } from "../../api/token-safety";
import SafetyBadges from "./SafetyBadges";

/** The pair page's safety and distribution: the list row's badges, for the pair's displayed token. */
export default function SafetyPanel({ tokenAddress }: { tokenAddress: string }) {
  const { data } = useTokenSafety(tokenAddress);
  return (
    <section className="token-info" aria-label="Safety and distribution">
      <h2>Safety and distribution</h2>
      {data === undefined ? (
        <p className="muted">Loading safety…</p>
      ) : !data.ok ? (
        <p className="muted">
          {data.status === 404 ? "Kept for launchpad launches only: this token did not launch on the curve." : "Safety unavailable. Please try again."}
        </p>
      ) : (
        <>
          <SafetyBadges token={tokenAddress} safety={{ ...data.data.safety, top10Share: data.data.top10Share }} />
          <p className="muted safety-note">
            Shares of the supply. Snipers bought in the {data.data.sniperBlocks} blocks after the launch block {data.data.creationBlock}; the bundle bought in
            that block. Open a figure for its wallets.
          </p>
        </>
      )}
    </section>
  );
}
