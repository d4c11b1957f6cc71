import type { SnifferReport } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { shortAddress } from "../../format/addresses";

type Excluded = NonNullable<SnifferReport["holders"]>["excluded"];

/** What each kind of holder left out is. */
const WHAT: Record<Excluded[number]["kind"], string> = {
  "bonding-curve": "launchpad curve",
  pair: "trading pair",
  burn: "burn address",
  token: "token contract",
};

/** The holders left out of the holder count and the top 10, with why. */
export default function ExcludedHolders({ excluded }: { excluded: Excluded }) {
  if (excluded.length === 0) return <p className="muted">No market, burn address or the token itself holds any of it.</p>;
  return (
    <>
      <h3>Left out of the top 10</h3>
      <p className="muted">Markets hold tokens for sale, not a bag; burned tokens are gone.</p>
      <table className="data-table dense tool-table">
        <thead>
          <tr>
            <th>Address</th>
            <th>What</th>
            <th className="numeric">Share</th>
          </tr>
        </thead>
        <tbody>
          {excluded.map((holder) => (
            <tr key={holder.address}>
              <td className="mono" title={holder.address}>
                {shortAddress(holder.address)}
              </td>
              <td>{WHAT[holder.kind]}</td>
              <td className="numeric">{formatShare(holder.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
