import { confidenceTier } from "../../../shared/scoring";

/** A creator's Developer Guide tier and score, in the tier's colour. */
export default function TierBadge({ score }: { score: number }) {
  const tier = confidenceTier(score);
  return (
    <span className={`tier-badge tier-${tier.toLowerCase()}`} title={`Confidence ${score.toFixed(1)}%`}>
      {tier} {Math.floor(score)}%
    </span>
  );
}
