import { displayedSide } from "../../../shared/format/displayed-token";
import type { CurveProgress as Curve } from "../../../shared/schemas/curve-progress";
import type { PairDetail } from "../../../shared/schemas/pair-detail";
import { useCreatorTier } from "../../api/creator-tier";
import { shortAddress } from "../../format/addresses";
import { formatDateTime } from "../../format/time";
import CopyAddress from "../copy-address/CopyAddress";
import CurveProgress from "../curve-progress/CurveProgress";

type Social = { label: string; url: string | null };

function socials(detail: PairDetail): Social[] {
  return [
    { label: "Website", url: detail.tokenWebsite },
    { label: "X", url: detail.tokenTwitter },
    { label: "Telegram", url: detail.tokenTelegram },
    { label: "Discord", url: detail.tokenDiscord },
    { label: "Docs", url: detail.tokenDocs },
  ].filter((social) => social.url !== null && social.url !== "");
}

/** What the token says about itself, where to find it, and who made it (with their confidence tier when ranked). */
export default function TokenInfo({ detail, curve }: { detail: PairDetail; curve: Curve | null }) {
  const tier = useCreatorTier(detail.creatorAddress);
  const links = socials(detail);
  const shown = displayedSide(detail);
  return (
    <section className="token-info" aria-label="Token info">
      <h2>Token info</h2>
      {curve !== null && <CurveProgress curve={curve} pairAddress={detail.pairAddress} />}
      <p className="token-description">{detail.tokenDescription || "No description."}</p>
      {links.length > 0 && (
        <ul className="token-socials">
          {links.map((social) => (
            <li key={social.label}>
              <a href={social.url ?? undefined} target="_blank" rel="noopener noreferrer">
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <dl className="token-facts">
        <dt>Creator</dt>
        <dd>
          {detail.creatorAddress === null ? (
            "Unknown"
          ) : (
            <span className="mono" title={detail.creatorAddress}>
              {shortAddress(detail.creatorAddress)}
            </span>
          )}
          {tier !== null && (
            <span className={`tier-badge tier-${tier.toLowerCase()}`} title="Creator confidence tier">
              {tier}
            </span>
          )}
        </dd>
        {detail.creationTimestamp !== null && (
          <>
            <dt>Created</dt>
            <dd>{formatDateTime(detail.creationTimestamp)}</dd>
          </>
        )}
        <dt>Token</dt>
        <dd>
          <CopyAddress address={shown.address} of={`${shown.symbol} token`} />
        </dd>
      </dl>
    </section>
  );
}
