import ShortForm from "./ShortForm";
import { useCopy } from "./use-copy";

type Props = {
  address: string;
  /** What the address is, for the button's name: "PURR token" makes "Copy PURR token address". */
  of: string;
  buttonId?: string;
  /** What is copied: an address, or a transaction's hash. */
  noun?: "address" | "hash";
  /** The explorer's page of it: the short form links there. */
  href?: string | null;
  /** False inside a composite widget (the search grid) that moves focus itself; the button is then out of the Tab order. */
  focusable?: boolean;
};

/** A short address and a button that copies the whole of it, saying "Copied" where the reader looks. */
export default function CopyAddress({ address, of, noun = "address", href = null, buttonId, focusable = true }: Props) {
  const { state, copy } = useCopy(address);
  return (
    <span className="copy-address">
      <ShortForm value={address} href={href} />
      <button
        type="button"
        id={buttonId}
        tabIndex={focusable ? undefined : -1}
        className="icon-button icon-button-small copy-button"
        data-state={state}
        aria-label={`Copy ${of} ${noun}`}
        // Rows and cards are links or choices: a copy stays a copy.
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void copy();
        }}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          {state === "copied" ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path
              d="M5.5 2.5h6a2 2 0 0 1 2 2v6M3.5 5.5h6a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
          )}
        </svg>
      </button>
      <span className="copy-status" role="status">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
      </span>
    </span>
  );
}
