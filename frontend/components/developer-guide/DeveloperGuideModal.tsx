import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { CONFIDENCE_TIERS, CONFIDENCE_WEIGHTS } from "../../../shared/scoring";
import { useModalDialog } from "../../app/modal-dialog";

function tierRange(tier: { min: number; max: number }): string {
  return tier.min === tier.max ? `${tier.max}%` : `${tier.min}-${tier.max}%`;
}

export default function DeveloperGuideModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Only a click on the overlay itself closes the guide, never a click inside it.
  const closeOnOverlayClick = useModalDialog(dialogRef, onClose);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the guide with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>Developer Guide</h2>
          <button type="button" className="icon-button" aria-label="Close guide" onClick={onClose}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the guide scrolls, and a keyboard reader scrolls it once it has focus */}
        <div className="modal-body" tabIndex={0} role="region" aria-label="Guide text">
          <p>
            Every token creator on LiquidLaunch carries a confidence score from 0 to 100%. It is recalculated regularly from the creator&apos;s track record,
            and its tier tells at a glance how a creator&apos;s launches have fared.
          </p>
          <h3>Confidence tiers</h3>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col" className="numeric">
                  Confidence
                </th>
              </tr>
            </thead>
            <tbody>
              {CONFIDENCE_TIERS.map((tier) => (
                <tr key={tier.name}>
                  <td>
                    <span className={`tier-badge tier-${tier.name.toLowerCase()}`}>{tier.name}</span>
                  </td>
                  <td className="numeric">{tierRange(tier)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Score weights</h3>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Factor</th>
                <th scope="col" className="numeric">
                  Weight
                </th>
              </tr>
            </thead>
            <tbody>
              {CONFIDENCE_WEIGHTS.map((weight) => (
                <tr key={weight.label}>
                  <td>{weight.label}</td>
                  <td className="numeric">{weight.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Success rate is the share of a creator&apos;s tokens still trading. Each other factor scores where the creator stands among all scored creators: the
            top figure earns its full weight, the middle one half of it.
          </p>
          <p>
            A token counts toward the success rate and the active tokens only once it is more than an hour old, the window of the low-price rule: until then a
            token priced below 0.25 sats still shows as active, so a young token is neither a success nor a failure, and a burst of new launches cannot move a
            creator&apos;s tier within minutes. Its volume, holders and trades count from the start. A creator whose tokens are all younger than that is scored
            on the other factors alone.
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
