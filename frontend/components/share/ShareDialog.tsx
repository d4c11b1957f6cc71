import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { shareImagePath } from "../../../shared/share-image-path";
import { useModalDialog } from "../../app/modal-dialog";
import { useCopy } from "../copy-address/use-copy";
import { shareTargets } from "./share-targets";

type Props = { pairAddress: string; title: string; onClose: () => void };

/** A pair's link with the card it previews with, a copy button, and the networks' share pages. */
export default function ShareDialog({ pairAddress, title, onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeOnOverlayClick = useModalDialog(dialogRef, onClose);
  const [card, setCard] = useState<"loading" | "shown" | "failed">("loading");
  const url = `${window.location.origin}/chart/${pairAddress.toLowerCase()}`;
  const { state: copy, copy: copyLink } = useCopy(url);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click is the pointer's way out; Escape and the close button are the keyboard's
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the keyboard closes the dialog with Escape
    <div className="modal-overlay" onClick={closeOnOverlayClick}>
      <div className="modal share-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className="modal-header">
          <h2 id={titleId}>Share {title}</h2>
          <button type="button" className="icon-button" aria-label="Close sharing" onClick={onClose}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        <div className="modal-body share-body">
          <figure className="share-card">
            <img
              src={shareImagePath(pairAddress)}
              width={1200}
              height={630}
              alt={`${title} share card`}
              onLoad={() => setCard("shown")}
              onError={() => setCard("failed")}
              hidden={card === "failed"}
            />
            <figcaption className="muted">
              {card === "loading"
                ? "Drawing the preview…"
                : card === "failed"
                  ? "Preview unavailable. The link still works."
                  : "What the link shows when posted"}
            </figcaption>
          </figure>
          <div className="share-link">
            <input className="mono" readOnly value={url} aria-label="Link to this chart" onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button-primary" onClick={() => void copyLink()}>
              {copy === "copied" ? "Copied" : "Copy link"}
            </button>
          </div>
          <p className="share-status" role="status">
            {copy === "copied" ? "Link copied" : copy === "failed" ? "Copy failed: select the link and copy it" : ""}
          </p>
          <div className="share-targets">
            {shareTargets(url, title).map((target) => (
              <a key={target.label} className="button" href={target.href} target="_blank" rel="noopener noreferrer">
                {target.label}
              </a>
            ))}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
