import { Link } from "react-router-dom";
import { formatAmount, formatHype, formatProgress } from "../../../shared/format/numbers";
import type { CurveProgress as Curve } from "../../../shared/schemas/curve-progress";
import { formatDate } from "../../format/time";

/** The bar alone, named by what it shows. */
export function CurveBar({ curve }: { curve: Curve }) {
  return (
    <div
      className={`curve-bar curve-${curve.status}`}
      role="progressbar"
      aria-label="Bonding curve progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={curve.progress}
      aria-valuetext={`${formatProgress(curve.progress)}: ${formatAmount(curve.tokensSold)} of ${formatAmount(curve.tokensForSale)} tokens sold`}
    >
      <span style={{ width: `${curve.progress}%` }} />
    </div>
  );
}

type Props = {
  curve: Curve;
  /** The market being shown: a graduated curve links to its live pair unless that is where the reader is. */
  pairAddress?: string;
};

/** Where a launch stands on its bonding curve: tokens sold of those for sale, HYPE raised and HYPE left, or when it graduated and where it trades. */
export default function CurveProgress({ curve, pairAddress }: Props) {
  if (curve.status === "graduated") {
    const livePair = curve.graduatedPair;
    return (
      <div className="curve-progress">
        <p className="curve-line">
          <span className="curve-chip curve-chip-graduated">Graduated</span>
          {curve.graduatedAt !== null && <span>{formatDate(curve.graduatedAt)}</span>}
          <span className="muted">{formatHype(curve.hypeRaised)} raised</span>
          {livePair !== null && livePair !== pairAddress && <Link to={`/chart/${livePair}`}>Trade on HyperSwap V2 →</Link>}
        </p>
      </div>
    );
  }
  return (
    <div className="curve-progress">
      <p className="curve-line">
        <span className="curve-label">{curve.status === "sold-out" ? "Sold out, graduating" : "Bonding curve"}</span>
        <span className="curve-percent numeric">{formatProgress(curve.progress)}</span>
      </p>
      <CurveBar curve={curve} />
      <dl className="curve-figures">
        <div>
          <dt>Sold</dt>
          <dd>
            {formatAmount(curve.tokensSold)} / {formatAmount(curve.tokensForSale)}
          </dd>
        </div>
        <div>
          <dt>Raised</dt>
          <dd>{formatHype(curve.hypeRaised)}</dd>
        </div>
        <div>
          <dt>To graduate</dt>
          <dd>{curve.status === "bonding" ? formatHype(curve.hypeToGraduate) : "—"}</dd>
        </div>
      </dl>
    </div>
  );
}
