import { Link } from "react-router-dom";
import type { SnifferReport } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { shortAddress } from "../../format/addresses";

/** The launch as the bubble map sees it: bundles (wallets one address funded, buying in the launch block) and snipers. */
export default function LaunchBuyers({ launch, token }: { launch: NonNullable<SnifferReport["launch"]>; token: string }) {
  const { bundles, snipers } = launch;
  return (
    <section className="tool-card" aria-labelledby="sniffer-launch">
      <h2 id="sniffer-launch">Launch block</h2>
      {bundles.length === 0 && snipers.length === 0 && <p className="muted">No bundle, and no other launch-block buyer still holds.</p>}
      {bundles.map((bundle) => (
        <div key={bundle.members.join()}>
          <p>
            Bundle of {bundle.members.length} wallets
            {bundle.funder === null ? (
              " linked by transfers"
            ) : (
              <>
                {" "}
                funded by{" "}
                <span className="mono" title={bundle.funder}>
                  {shortAddress(bundle.funder)}
                </span>
              </>
            )}
            , {bundle.boughtAtLaunch} buying in the launch block: <strong>{formatShare(bundle.percent)}</strong> of the supply now
          </p>
          <p className="muted">
            {bundle.members.map((member) => shortAddress(member)).join(", ")} ·{" "}
            <Link className="tool-link" to={`/bubble-maps/${token}`}>
              see them on the bubble map
            </Link>
          </p>
        </div>
      ))}
      {snipers.length > 0 && (
        <p>
          {snipers.length} other {snipers.length === 1 ? "wallet" : "wallets"} bought in the launch block and still {snipers.length === 1 ? "holds" : "hold"}{" "}
          {formatShare(snipers.reduce((sum, sniper) => sum + sniper.percent, 0))} of the supply.
        </p>
      )}
    </section>
  );
}
